import { GO } from './go-types';

/** The double's host calls: one user's view of the server, for one plugin. */
export function doubleHostCalls(): string {
  return `// doubleHost acts as one user for one plugin: another user's thread is "not found".
type doubleHost struct {
	d   *bridgeDouble
	id  string
	uid string
}

func (h *doubleHost) Origin() string { return h.d.origin() }

// Code is 16 random bytes as 32 lowercase hex digits.
func (h *doubleHost) Code() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// Sessions are the user's sessions that have not ended, in creation order.
func (h *doubleHost) Sessions() []${GO.row} {
	rows := []${GO.row}{}
	for _, s := range h.d.sessions[h.uid] {
		if s.State != "ended" {
			rows = append(rows, h.d.row(s))
		}
	}
	return rows
}

func (h *doubleHost) Find(thread string) *${GO.row} {
	s := h.d.session(h.uid, thread)
	if s == nil {
		return nil
	}
	r := h.d.row(s)
	return &r
}

// Command answers by the whole command, else by its first word.
func (h *doubleHost) Command(value string) string {
	v := strings.TrimFunc(value, doubleSpace)
	if out, ok := h.d.commands[v]; ok {
		return out
	}
	if words := strings.FieldsFunc(v, doubleSpace); len(words) > 0 {
		if out, ok := h.d.commands[words[0]]; ok {
			return out
		}
	}
	return doubleUnknown + v
}

func (h *doubleHost) Seat(thread string) *${GO.seat} {
	s := h.d.session(h.uid, thread)
	if s == nil {
		return nil
	}
	return &${GO.seat}{Where: doubleWhere(s), Link: h.d.link(s), Closed: s.State == "ended"}
}

// Summary's last is the last assistant record among the latest records; a locked session is masked.
func (h *doubleHost) Summary(thread string) *${GO.summary} {
	s := h.d.session(h.uid, thread)
	if s == nil {
		return nil
	}
	r := h.d.row(s)
	sum := &${GO.summary}{Title: r.Title, Host: r.Host, Cwd: r.Cwd, Link: h.d.link(s)}
	if s.Locked {
		return sum
	}
	recent := s.Records
	if len(recent) > doubleRecordWindow {
		recent = recent[len(recent)-doubleRecordWindow:]
	}
	for i := len(recent) - 1; i >= 0; i-- {
		if recent[i].Role == "assistant" {
			sum.Last = recent[i].Text
			break
		}
	}
	return sum
}

// SeatUrl stores the address only while the session is in a plugin, not on the web.
func (h *doubleHost) SeatUrl(thread, url string) {
	if s := h.d.session(h.uid, thread); s != nil && doubleWhere(s) != "web" {
		s.SeatURL = doubleCut(url, doubleSeatMax)
	}
}

func (h *doubleHost) MoveTo(thread, to string) (${GO.move}, error) {
	s := h.d.session(h.uid, thread)
	if s == nil {
		return ${GO.move}{Note: doubleNotFound}, &${GO.hostError}{Note: doubleNotFound}
	}
	if to != "web" && to != "slack" && to != h.id {
		return ${GO.move}{Note: doubleBadPlace}, &${GO.hostError}{Note: doubleBadPlace}
	}
	s.Where = to
	url := s.SeatURL
	if to == "web" {
		url = h.d.link(s)
	}
	return ${GO.move}{OK: true, Note: h.d.moveNote, URL: url}, nil
}

func (h *doubleHost) Send(thread, text string, images []string) (${GO.send}, error) {
	s := h.d.session(h.uid, thread)
	if s == nil || s.State == "ended" {
		return ${GO.send}{}, &${GO.hostError}{Note: doubleEnded}
	}
	s.Records = append(s.Records, doubleRecord{Role: "user", Text: text})
	return ${GO.send}{OK: true}, nil
}

// Start picks main if connected, else the first connected Mac; the folder is dirs[mac], else cwd, else home.
func (h *doubleHost) Start(prompt, cwd, places string) (${GO.started}, error) {
	var mac *doubleMac
	if h.uid == h.d.user {
		for _, m := range h.d.macs {
			if m.Connected == nil || *m.Connected {
				mac = m
				break
			}
		}
	}
	if mac == nil {
		return ${GO.started}{}, &${GO.hostError}{Note: doubleNoMac}
	}
	// unreadable JSON, or values of the wrong type, count as absent
	var p map[string]any
	_ = json.Unmarshal([]byte(places), &p)
	if main, ok := p["main"].(string); ok {
		if m := h.d.mac(main); m != nil && (m.Connected == nil || *m.Connected) {
			mac = m
		}
	}
	folder := ""
	if dirs, ok := p["dirs"].(map[string]any); ok {
		folder, _ = dirs[mac.ID].(string)
	}
	if folder == "" {
		folder = cwd
	}
	if folder == "" {
		folder = h.d.home
	}
	if !doubleHas(mac.Folders, folder) {
		mac.Folders = append(mac.Folders, folder)
	}
	thread := h.d.freeThread(h.uid)
	title := doubleCut(strings.SplitN(strings.TrimFunc(prompt, doubleSpace), "\\n", 2)[0], doubleTitleMax)
	h.d.addSession(h.uid, doubleSession{Thread: thread, Title: title, Mac: mac.ID, Cwd: folder, State: "running", Where: "web", Records: []doubleRecord{{Role: "user", Text: prompt}}})
	return ${GO.started}{Thread: thread}, nil
}

// freeThread is new-<n>, the first n from 1 that none of the user's sessions has.
func (d *bridgeDouble) freeThread(uid string) string {
	for n := 1; ; n++ {
		if key := "new-" + strconv.Itoa(n); d.session(uid, key) == nil {
			return key
		}
	}
}

func doubleHas(list []string, item string) bool {
	for _, x := range list {
		if x == item {
			return true
		}
	}
	return false
}

// state is the same map on every call, kept across save and restarts.
func (h *doubleHost) state() map[string]any {
	key := doubleKey{h.uid, h.id}
	if h.d.states[key] == nil {
		h.d.states[key] = map[string]any{}
	}
	return h.d.states[key]
}

// save writes {enabled, config, state} to the user's plugins.json entry.
func (h *doubleHost) save() {
	entry := h.d.entry(h.uid, h.id)
	entry.State = doubleCopy(h.state())
	h.d.setEntry(h.uid, h.id, entry)
}

func (h *doubleHost) changed() { h.d.redraws[h.uid]++ }

func (h *doubleHost) log(text string) {
	h.d.log = append(h.d.log, fmt.Sprintf("plugin %s user=%s: %s", h.id, h.uid, text))
}`;
}
