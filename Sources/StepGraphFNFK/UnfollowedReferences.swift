import StepGraphCore
/// Names the code mentions outside flow functions more often than the flows the walk follows call
/// them (a screen built with UIKit, a flow function kept in a property): what the walk may have
/// missed. Rules stay silent about screens reached only that way.
struct UnfollowedReferences {
    /// Screen, type and flow function names with mentions the walk did not follow.
    let names: Set<String>
    /// Flow functions that may run from code the walk did not follow: mentioned that way, or
    /// called from such a flow function.
    let flows: Set<String>

    /// `resolvedFactories`: the screen factories the walk followed (`SpaFactory.make`), whose bodies'
    /// constructions are the flows' own.
    init(files: [FNFKFileFacts], program: FNFKProgram, resolvedFactories: Set<String> = []) {
        var mentioned: [String: Int] = [:]
        for file in files where !program.libraryFiles.contains(file.path) {
            for (name, count) in file.outsideMentions { mentioned[name, default: 0] += count }
        }
        // Calls in the code outside flow functions that the walk runs: flows run by methods and
        // stored flows.
        var followed: [String: Int] = [:]
        for run in program.runs { run.fact.node.visitCalls { followed[$0.callee, default: 0] += 1 } }
        for name in program.storedFlowNames {
            for stored in program.storedFlows(named: name) { stored.fact.value.visitCalls { followed[$0.callee, default: 0] += 1 } }
        }
        // A screen built in a factory the walk resolved (`static func make() -> UIViewController {
        // SpaViewController() }`) is built by the flows that call it, unless code the walk does not
        // follow calls the factory too (`SpaFactory.make()` in a button's action).
        for file in files {
            for factory in file.screenFactories where resolvedFactories.contains(factory.alias) {
                let caller = factory.owner.isEmpty ? factory.name : factory.owner
                guard (mentioned[caller] ?? 0) <= (followed[factory.name] ?? 0) else { continue }
                // Its signature names the screen too (`static func make() -> SpaViewController`).
                for built in factory.builds + [factory.returnType] where factory.builds.contains(built) { followed[built, default: 0] += 1 }
            }
        }
        let names = Set(mentioned.filter { $0.value > (followed[$0.key] ?? 0) }.keys)
        self.names = names
        var flows = Set(program.flowFunctionNames.filter(names.contains))
        var changed = true
        while changed {
            changed = false
            for file in files {
                for (caller, mentions) in file.flowMentions where flows.contains(caller) {
                    for callee in mentions where program.flowFunction(callee, owner: nil) != nil && flows.insert(callee).inserted { changed = true }
                }
            }
        }
        self.flows = flows
    }
}
