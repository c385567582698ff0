/// Drawing a line that needs more than the requested face: the same bidi levels, script runs and fallback faces
/// as measuring (`ShapedText`), the runs laid end to end in visual order (UAX #9 L2), each shaped in its own face
/// and direction. Positions are in the requested face's units, as measured widths are.
extension GlyphOutlines {
    func shapeRuns(_ text: String, face: FontFace, family: String?, size: Double, weight: Double, language: String?,
                   direction: TextDirection) throws -> ShapedLine {
        let units = Array(text.utf16)
        let context = ShapingContext(weight: weight, size: size, scale: face.shapingUnitsPerEm, features: [], language: language)
        let tracking = fonts.tracking(family: family, size: size) * Double(face.unitsPerEm)
        let subunits = Double(FontFace.shapingSubunits)
        var glyphs: [ShapedLine.Glyph] = []
        var pen = 0.0
        try units.withUnsafeBufferPointer { buffer in
            let (levels, _) = Bidi.levels(buffer, direction: direction)
            let cascade = Cascade(primary: face, weight: weight, language: language, library: fonts)
            let runs = try Itemizer.runs(buffer, levels: levels, cascade: cascade)
            for index in Bidi.visualOrder(runs.map(\.level)) {
                let run = runs[index]
                let opsz = try opticalSize(of: run.face, size: size)
                let w = run.face.isVariable ? run.face.effectiveWeight(weight) : 0
                let scale = Double(face.unitsPerEm) / Double(run.face.unitsPerEm)
                context.shape(buffer, run) { infos, positions in
                    for i in infos.indices {
                        let p = positions[i]
                        let key = GlyphKey(face: run.face.id, weight: w, opticalSize: opsz, glyph: infos[i].codepoint)
                        glyphs.append(.init(key: key, x: pen + Double(p.x_offset) / subunits, y: Double(p.y_offset) / subunits,
                                            scale: scale))
                        pen += Double(p.x_advance) / subunits
                        if i + 1 == infos.count || infos[i + 1].cluster != infos[i].cluster { pen += tracking }
                    }
                }
            }
        }
        return ShapedLine(glyphs: glyphs, advance: pen, unitsPerEm: face.unitsPerEm, ascender: face.ascender,
                          descender: face.descender)
    }
}
