/// One font file (or one face of a collection) offered to the library.
public struct FontSource: Hashable, Sendable {
    public var path: String
    /// The face within a TTC/OTC collection; 0 for a plain TTF/OTF.
    public var faceIndex: Int
    /// For a static file, the weight it stands for (100…900); nil = the file's own OS/2 usWeightClass.
    /// Ignored for a variable file, which covers its whole `wght` axis.
    public var weight: Double?

    public init(path: String, faceIndex: Int = 0, weight: Double? = nil) {
        self.path = path
        self.faceIndex = faceIndex
        self.weight = weight
    }
}

/// The faces of one family and how a requested weight picks among them.
struct FontFamily: Sendable {
    struct Member: Sendable { var face: FontFace; var weights: ClosedRange<Double> }
    var members: [Member]

    /// A member whose weight range contains `weight`, else the nearest one. Ties follow CSS font matching:
    /// at or below 500 prefer the lighter face, above 500 the heavier (so 450 between 400 and 500 takes 400).
    func face(for weight: Double) -> FontFace {
        func distance(_ m: Member) -> Double {
            m.weights.contains(weight) ? 0 : min(abs(m.weights.lowerBound - weight), abs(m.weights.upperBound - weight))
        }
        return members.min { a, b in
            let da = distance(a), db = distance(b)
            if da != db { return da < db }
            return weight <= 500 ? a.weights.lowerBound < b.weights.lowerBound : a.weights.lowerBound > b.weights.lowerBound
        }!.face
    }
}
