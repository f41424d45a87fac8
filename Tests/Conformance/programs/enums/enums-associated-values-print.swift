// How print shows cases with associated values.
indirect enum Event {
    case launch
    case tap(x: Int, y: Int)
    case message(String)
    case pair(Int, label: String)
    case nested(Event?)
}

let events: [Event] = [.launch, .tap(x: 3, y: 4), .message("hi"), .pair(1, label: "one")]
for e in events {
    print(e)
}
print(Event.nested(.launch))
print(Event.nested(nil))
print(events)
print(String(describing: Event.message("a\"b")))
print(String(reflecting: Event.tap(x: 1, y: 2)))

