package engine

// EventKind tells what an Event carries.
type EventKind int

const (
	// EventToken carries one generated token and the text it completes.
	EventToken EventKind = iota
	// EventDropped says the oldest turns were dropped to fit the capacity.
	EventDropped
	// EventDone ends a reply; Stats are final.
	EventDone
	// EventError ends a reply with Err; the conversation is intact.
	EventError
)

// Event is one step of a streaming reply. The channel returned by a reply
// call delivers Events in order and is closed after EventDone or EventError.
type Event struct {
	Kind    EventKind
	Token   int32
	Text    string // detokenized text this token completes (may be "")
	Dropped int    // EventDropped: number of messages dropped
	Stats   Stats
	Err     error
}
