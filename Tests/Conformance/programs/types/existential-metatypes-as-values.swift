// (any P).self and (any P).Type: an existential's type used as a value, beside a
// parenthesized expression that starts with a name 'any'.
protocol Delegate: AnyObject { func ping() -> String }
class Echo: Delegate { func ping() -> String { "pong" } }
class Owner { weak var delegate: (any Delegate)?; var list: [any Delegate] = [] }

let metatype: (any Delegate).Type = (any Delegate).self
print(metatype)
print((any Delegate).self)
print((any Delegate).self == (any Delegate).self)
let any = 3
print((any), (any + 1))
print(type(of: Echo() as any Delegate))
let concrete: any Delegate.Type = Echo.self
print(concrete)
let echo = Echo()
let owner = Owner()
owner.delegate = echo
owner.list.append(echo)
print(owner.delegate?.ping() ?? "none", owner.list.map { $0.ping() })
