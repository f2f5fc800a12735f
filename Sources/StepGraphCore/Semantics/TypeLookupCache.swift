/// Memoised lookups a linking pass repeats for many references: which declarations can answer a
/// member of a type (its lineage and adopted protocols) and a property's declared type. One
/// instance per pass, used from one thread.
package final class TypeLookupCache {
    package let index: TypeIndex
    private var owners: [String: Set<String>] = [:]
    private var properties: [String: String?] = [:]

    package init(index: TypeIndex) { self.index = index }

    package func owners(of type: String) -> Set<String> {
        if let known = owners[type] { return known }
        let found = Set(index.lineage(type)).union(index.adoptedProtocols(type))
        owners[type] = found
        return found
    }

    /// The declared type of property `name` of `type` (or its superclasses).
    package func declaredType(of name: String, in type: String) -> String? {
        let key = type + "\u{1}" + name
        if let known = properties[key] { return known }
        let found = index.property(name, of: type)?.declaredType
        properties[key] = .some(found)
        return found
    }
}
