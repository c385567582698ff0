import CFreeType

/// FreeType outline → SVG path data (font units, y flipped so the baseline is y = 0 and y grows downwards).
enum OutlinePath {
    final class Builder {
        var out = ""
        var open = false
        func point(_ v: UnsafePointer<FT_Vector>?) -> String {
            guard let v else { return "0 0" }
            let y = -v.pointee.y  // a minus sign separates numbers by itself
            return "\(v.pointee.x)" + (y < 0 ? "" : " ") + "\(y)"
        }
    }

    static func decompose(_ outline: UnsafeMutablePointer<FT_Outline>) -> String {
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
            if b.open { b.out += "Z" }
            b.out += "M" + b.point(to)
            b.open = true
            return 0
        }
        funcs.line_to = { to, user in
            let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
            b.out += "L" + b.point(to)
            return 0
        }
        funcs.conic_to = { control, to, user in
            let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
            b.out += "Q" + b.point(control) + " " + b.point(to)
            return 0
        }
        funcs.cubic_to = { c1, c2, to, user in
            let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
            b.out += "C" + b.point(c1) + " " + b.point(c2) + " " + b.point(to)
            return 0
        }
        funcs.shift = 0
        funcs.delta = 0
        let builder = Builder()
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = withExtendedLifetime(builder) { FT_Outline_Decompose(outline, &funcs, user) }
        if builder.open { builder.out += "Z" }
        return builder.out
    }
}
