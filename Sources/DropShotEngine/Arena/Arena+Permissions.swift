/// Whether an item may be deleted, rearranged or dropped: the collection's keys, the item's keys
/// and then the data source (only when the keys allow), for one item and one place.
extension Arena {

    func mayDelete(_ item: ItemSpec, from origin: (collection: Int, index: Int)) -> Bool {
        scenario.collections[origin.collection].config.permissions.allowDelete && item.deletable
            && (dataSource?.canDelete(item: item, from: slotRef(origin.collection, origin.index)) ?? true)
    }

    func mayRearrange(_ item: ItemSpec, in collection: Int, from: Int, to: Int) -> Bool {
        let spec = scenario.collections[collection]
        return spec.config.permissions.allowRearrange && item.rearrangeable
            && (dataSource?.canRearrange(item: item, in: spec.id, from: from, to: to) ?? true)
    }

    func mayDrop(_ item: ItemSpec, from origin: (collection: Int, index: Int), into collection: Int, at index: Int) -> Bool {
        let config = scenario.collections[collection].config
        return config.permissions.allowDrop && config.permissions.accepts.map { $0.contains(item.id) } != false
            && (dataSource?.canDrop(item: item, from: slotRef(origin.collection, origin.index), to: slotRef(collection, index)) ?? true)
    }
}
