import SwiftInterpreter
import Transcript

/// Core Data, minimally: the container Xcode's `PersistenceController` template makes, its
/// stores loaded in memory, and its view context's `hasChanges` and `save()`.
///
/// No managed object model is read and no entity is modelled: a fixture carries no model, so no
/// entity class (`Item`) exists and a program that names one does not build; fetch requests and
/// `@FetchRequest` are not in the registry (a located "not modelled" error). With no object that could be inserted, changed or deleted, the view
/// context never has changes, and saving it has nothing to write (Apple,
/// NSManagedObjectContext.hasChanges: "true if the context has uncommitted changes"). Nothing
/// reaches the app's container: the store is held in memory, as the template's `inMemory` one is.
enum CoreDataRegistry {
  static func register(in registry: Registry) {
    registry.type("NSPersistentContainer", module: "CoreData", kind: .classType,
      doc: coreData("nspersistentcontainer")) { type in
      type.initializer("init(name: String)", doc: coreData("nspersistentcontainer/init(name:)")) { call in
        let container = UIKitObject("NSPersistentContainer")
        container.properties["name"] = .string(try call.string(0))
        let description = UIKitObject("NSPersistentStoreDescription")
        container.properties["persistentStoreDescriptions"] = .array(ArrayValue([.native(description)]))
        container.properties["viewContext"] = .native(UIKitObject("NSManagedObjectContext"))
        return .native(container)
      }
      type.property("var name: String { get }") { access in object(access)?.property("name") ?? .string("") }
      type.property("var viewContext: NSManagedObjectContext { get }", doc: coreData("nspersistentcontainer/viewcontext")) { access in
        object(access)?.property("viewContext") ?? .void
      }
      type.property("var persistentStoreDescriptions: [NSPersistentStoreDescription] { get set }",
        doc: coreData("nspersistentcontainer/persistentstoredescriptions"), get: { access in
        object(access)?.property("persistentStoreDescriptions") ?? .array(ArrayValue([]))
      }, set: { receiver, value, _ in receiver.native(as: UIKitObject.self)?.properties["persistentStoreDescriptions"] = value })
      // The stores are added on the calling thread, and the handler called once for each, before
      // the method returns (Apple, NSPersistentStoreDescription.shouldAddStoreAsynchronously:
      // false by default). Loading in memory cannot fail, so the error is nil.
      type.method("func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void)",
        doc: coreData("nspersistentcontainer/loadpersistentstores(completionhandler:)")) { call in
        guard case .array(let descriptions)? = object(call)?.property("persistentStoreDescriptions") else { return .void }
        let handler = try call.function(0)
        for description in descriptions.elements {
          _ = try call.interpreter.call(handler, [description, .none], at: call.location)
        }
        return .void
      }
    }
    registry.type("NSPersistentStoreDescription", module: "CoreData", kind: .classType,
      doc: coreData("nspersistentstoredescription")) { type in
      // The template points an in-memory store at /dev/null; where the store lives changes
      // nothing the engine models (every store is in memory).
      type.property("var url: URL? { get set }", doc: coreData("nspersistentstoredescription/url"), get: { access in
        object(access)?.property("url") ?? .none
      }, set: { receiver, value, _ in receiver.native(as: UIKitObject.self)?.properties["url"] = value.promotedToOptional })
    }
    registry.type("NSManagedObjectContext", module: "CoreData", kind: .classType,
      doc: coreData("nsmanagedobjectcontext")) { type in
      type.property("var hasChanges: Bool { get }", doc: coreData("nsmanagedobjectcontext/haschanges")) { _ in .bool(false) }
      // With no changes, there is nothing to commit (Apple, NSManagedObjectContext.save():
      // "Attempts to commit unsaved changes to registered objects to the context's parent store").
      type.method("func save() throws", doc: coreData("nsmanagedobjectcontext/save()")) { _ in .void }
      type.property("var automaticallyMergesChangesFromParent: Bool { get set }",
        doc: coreData("nsmanagedobjectcontext/automaticallymergeschangesfromparent"), get: { access in
        object(access)?.properties["automaticallyMergesChangesFromParent"] ?? .bool(false)
      }, set: { receiver, value, _ in receiver.native(as: UIKitObject.self)?.properties["automaticallyMergesChangesFromParent"] = value })
    }
    registry.type("EnvironmentValues", module: "SwiftUI", doc: swiftUI("environmentvalues")) { type in
      // Set by `.environment(\.managedObjectContext, …)` above the view that reads it; SwiftUI's
      // own default context (no store) is not modelled.
      type.property("var managedObjectContext: NSManagedObjectContext { get set }",
        doc: swiftUI("environmentvalues/managedobjectcontext")) { access in
        throw InterpreterError.notModelled(
          "EnvironmentValues.managedObjectContext without '.environment(\\.managedObjectContext, …)' above the view", at: access.location)
      }
    }
  }

  private static func object(_ access: NativeAccess) -> UIKitObject? { access.receiver.native(as: UIKitObject.self) }
  private static func object(_ call: NativeCall) -> UIKitObject? { call.receiver.native(as: UIKitObject.self) }
}

func coreData(_ path: String) -> String { "https://developer.apple.com/documentation/coredata/\(path)" }
