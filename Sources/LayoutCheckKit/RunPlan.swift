import DynamicType
import Foundation
import Snapshots
import Specs
import ViewModel
import CheckSettings

/// What one run will do, decided before anything is evaluated: the record mode, whether it sees only part of what
/// goldens hold, and the (source, device) cases in a fixed order.
struct RunPlan {
    var project: Project
    var recordMode: RecordModeResolution
    /// `--category` / `--bold-text` evaluate part of (or beside) what goldens hold: such a run compares what it
    /// evaluated and never writes, so a what-if run cannot overwrite a full golden with a partial one.
    var partialView: Bool
    var sources: [any LayoutSource]
    /// What `skip:` left out, and its entries that match nothing.
    var selection: SourceSelection
    var cases: [(source: any LayoutSource, device: ViewModel.Device)]
    var tolerance: Double
    var acceptFindings: Bool
    /// Filtered or sharded: only its own sources' golden folders are looked at for orphans.
    var isPartialSelection: Bool

    init(options: RunOptions) throws {
        project = try Project(options: options)
        let config = project.config
        do {
            recordMode = try resolveRecordMode(flag: options.record, environment: options.environment,
                                               configuration: config.record)
        } catch {
            throw LayoutCheckError(.usage, "\(error)")
        }
        partialView = (options.categories.map { Set($0) != Set(config.categories) } ?? false)
            || (options.boldText.map { [$0] != config.boldText } ?? false)
            || options.locales != nil
        if partialView, recordMode.isExplicit, recordMode.mode != .never {
            throw LayoutCheckError(.usage, "--record cannot be combined with --category, --bold-text or --locale: goldens hold "
                                   + "every configured category, Bold Text setting and locale (set `categories:`/`boldText:`/"
                                   + "`locales:` in layoutcheck.yml)")
        }
        selection = try project.selectSources(filters: options.specFilters)
        var sources = selection.sources
        if let shard = options.shard {
            sources = sources.enumerated().filter { shard.includes(position: $0.offset) }.map(\.element)
        }
        self.sources = sources
        cases = try Self.cases(sources, devices: options.devices, project: project)
        tolerance = options.tolerance ?? config.tolerance
        acceptFindings = options.acceptFindings || config.acceptFindings
        isPartialSelection = !options.specFilters.isEmpty || options.shard != nil
    }

    /// (source, device) pairs: sources in load order, devices as the source lists them (or as `--device` says).
    static func cases(_ sources: [any LayoutSource], devices names: [String]?, project: Project) throws
        -> [(source: any LayoutSource, device: ViewModel.Device)] {
        let override = try names?.map { name in
            guard let device = ViewModel.Device.preset(named: name) else {
                throw LayoutCheckError(.usage, "unknown device `\(name)`" + Suggest.hint(name, ViewModel.Device.acceptedNames)
                                       + " (devices: \(ViewModel.Device.presets.map(\.name).joined(separator: ", ")))")
            }
            return device
        }
        return sources.flatMap { source in (override ?? source.devices(default: project.config.devices)).map { (source, $0) } }
    }

    /// The golden file of each case, relative to the golden folder.
    var expectedGoldens: Set<String> {
        Set(cases.map { GoldenFiles.relativePath(folder: $0.source.goldenFolder, device: $0.device.name) })
    }
}
