import { GO } from './go-types';

/** The double's life of instances: turning on and off, saving, removing, the server's end, events and moves. */
export function doubleLife(): string {
  return `// doubleKey names one user's instance of one plugin.
type doubleKey struct{ uid, id string }

// doubleWrapper is a test's wrapper around a plugin's instance: the double looks through it for the
// optional methods the wrapper itself lacks.
type doubleWrapper interface {
	wrapped() ${GO.inst}
}

// doubleOptional finds an optional method (onEvent, moveIn, moveOut) on the instance or what it wraps.
func doubleOptional[T any](inst ${GO.inst}) (T, bool) {
	for inst != nil {
		if t, ok := inst.(T); ok {
			return t, true
		}
		w, ok := inst.(doubleWrapper)
		if !ok {
			break
		}
		inst = w.wrapped()
	}
	var zero T
	return zero, false
}

// plugin registers a definition for every user, as ALL_PLUGINS does; the scenario's saved entry seeds the scenario user's.
func (d *bridgeDouble) plugin(def ${GO.def}) {
	d.defs[def.ID] = def
	if _, ok := d.plugins[d.user][def.ID]; !ok && d.saved != nil {
		d.setEntry(d.user, def.ID, *d.saved)
		d.states[doubleKey{d.user, def.ID}] = doubleCopy(d.saved.State)
	}
}

// entry is the user's plugins.json entry for the plugin (zero when absent).
func (d *bridgeDouble) entry(uid, id string) doubleEntry {
	entry := d.plugins[uid][id]
	if entry.Config == nil {
		entry.Config = map[string]string{}
	}
	if entry.State == nil {
		entry.State = map[string]any{}
	}
	return entry
}

func (d *bridgeDouble) added(uid, id string) bool {
	_, ok := d.plugins[uid][id]
	return ok
}

func (d *bridgeDouble) setEntry(uid, id string, entry doubleEntry) {
	if d.plugins[uid] == nil {
		d.plugins[uid] = map[string]doubleEntry{}
	}
	d.plugins[uid][id] = entry
}

// pluginsJSON is what the user's plugins.json holds.
func (d *bridgeDouble) pluginsJSON(uid string) string {
	all := map[string]doubleEntry{}
	for id := range d.plugins[uid] {
		all[id] = d.entry(uid, id)
	}
	b, _ := json.Marshal(all)
	return string(b)
}

func (d *bridgeDouble) lifeLine(uid, id, text string) {
	d.life = append(d.life, fmt.Sprintf("plugin %s user=%s: %s", id, uid, text))
}

// start calls def.Start: connecting, then status(); an error or a panic makes the state error.
func (d *bridgeDouble) start(uid, id string) {
	key := doubleKey{uid, id}
	def, ok := d.defs[id]
	if !ok || def.Start == nil {
		d.statuses[key] = ${GO.status}{State: "error", Note: "no plugin " + id}
		return
	}
	config := map[string]string{}
	for k, v := range d.entry(uid, id).Config {
		config[k] = v
	}
	d.statuses[key] = ${GO.status}{State: "connecting"}
	d.lifeLine(uid, id, "start")
	d.lifeLine(uid, id, "connecting")
	inst, err := doubleStart(def, config, d.host(id, uid))
	if err == nil && inst == nil {
		err = fmt.Errorf("start returned no instance")
	}
	if err != nil {
		d.statuses[key] = ${GO.status}{State: "error", Note: err.Error()}
		d.lifeLine(uid, id, "error "+err.Error())
		return
	}
	d.running[key] = inst
	d.order = append(d.order, key)
	d.lifeLine(uid, id, d.status(uid, id).State)
}

func doubleStart(def ${GO.def}, config map[string]string, host ${GO.host}) (inst ${GO.inst}, err error) {
	defer func() {
		if r := recover(); r != nil {
			inst, err = nil, fmt.Errorf("%v", r)
		}
	}()
	return def.Start(config, host)
}

// stop calls stop(); its panics are ignored, as the spec ignores its errors.
func (d *bridgeDouble) stop(uid, id string) {
	key := doubleKey{uid, id}
	inst, ok := d.running[key]
	if !ok {
		return
	}
	delete(d.running, key)
	for i, k := range d.order {
		if k == key {
			d.order = append(d.order[:i:i], d.order[i+1:]...)
			break
		}
	}
	d.statuses[key] = ${GO.status}{State: "off"}
	d.lifeLine(uid, id, "stop")
	func() {
		defer func() { _ = recover() }()
		inst.stop()
	}()
}

// status is what the running instance's status() says; otherwise the stored error, or off.
func (d *bridgeDouble) status(uid, id string) (st ${GO.status}) {
	key := doubleKey{uid, id}
	inst, ok := d.running[key]
	if !ok {
		if st, ok := d.statuses[key]; ok {
			return st
		}
		return ${GO.status}{State: "off"}
	}
	defer func() {
		if r := recover(); r != nil {
			st = ${GO.status}{State: "error", Note: fmt.Sprint(r)}
		}
	}()
	return inst.status()
}

// instance is the user's running instance of the plugin, or nil.
func (d *bridgeDouble) instance(uid, id string) ${GO.inst} { return d.running[doubleKey{uid, id}] }

// turnOn saves the config with enabled and starts the plugin; a running one restarts.
func (d *bridgeDouble) turnOn(uid, id string, config map[string]string) ${GO.status} {
	entry := d.entry(uid, id)
	entry.Enabled = true
	if config != nil {
		entry.Config = config
	}
	d.setEntry(uid, id, entry)
	d.stop(uid, id)
	d.start(uid, id)
	return d.status(uid, id)
}

// saveConfig stores the config; a running plugin restarts with it (stop, then start).
func (d *bridgeDouble) saveConfig(uid, id string, config map[string]string) ${GO.status} {
	entry := d.entry(uid, id)
	entry.Config = config
	d.setEntry(uid, id, entry)
	if _, ok := d.running[doubleKey{uid, id}]; ok {
		d.stop(uid, id)
		d.start(uid, id)
	}
	return d.status(uid, id)
}

// turnOff stops the plugin and stores enabled false; the status is off.
func (d *bridgeDouble) turnOff(uid, id string) ${GO.status} {
	entry := d.entry(uid, id)
	entry.Enabled = false
	d.setEntry(uid, id, entry)
	d.stop(uid, id)
	d.statuses[doubleKey{uid, id}] = ${GO.status}{State: "off"}
	return d.status(uid, id)
}

// remove turns a running plugin off first, then drops its entry and state.
func (d *bridgeDouble) remove(uid, id string) {
	if _, ok := d.running[doubleKey{uid, id}]; ok {
		d.turnOff(uid, id)
	}
	delete(d.plugins[uid], id)
	delete(d.states, doubleKey{uid, id})
	delete(d.statuses, doubleKey{uid, id})
}

// boot starts every enabled plugin of every user, as the server does when it starts.
func (d *bridgeDouble) boot() {
	for uid, entries := range d.plugins {
		for id, entry := range entries {
			if _, ok := d.defs[id]; ok && entry.Enabled {
				d.start(uid, id)
			}
		}
	}
}

// shutdown stops every instance, as the server does when it ends.
func (d *bridgeDouble) shutdown() {
	for len(d.order) > 0 {
		d.stop(d.order[0].uid, d.order[0].id)
	}
}

// event hands a Slack-style event to that user's instances with onEvent, if the thread is the user's.
func (d *bridgeDouble) event(uid, thread string, ev map[string]any) int {
	if d.session(uid, thread) == nil {
		return 0
	}
	heard := 0
	for _, key := range append([]doubleKey(nil), d.order...) {
		if e, ok := doubleOptional[${GO.onEvent}](d.running[key]); ok && key.uid == uid {
			e.onEvent(thread, ev)
			heard++
		}
	}
	return heard
}

// moveTargets are the user's plugins a session can move to: with moveIn, and on.
func (d *bridgeDouble) moveTargets(uid string) []string {
	ids := []string{}
	for _, key := range d.order {
		if _, ok := doubleOptional[${GO.moveIn}](d.running[key]); ok && key.uid == uid && d.status(uid, key.id).State == "on" {
			ids = append(ids, key.id)
		}
	}
	return ids
}

// moveIn moves the session to the plugin (where = its id); a returned URL becomes its seat address.
func (d *bridgeDouble) moveIn(uid, id, thread string) (string, error) {
	s := d.session(uid, thread)
	if s == nil {
		return "", &${GO.hostError}{Note: doubleNotFound}
	}
	if !doubleHas(d.moveTargets(uid), id) {
		return "", fmt.Errorf("%s is not a move target of %s", id, uid)
	}
	mover, _ := doubleOptional[${GO.moveIn}](d.running[doubleKey{uid, id}])
	s.Where = id
	url := mover.moveIn(thread)
	if url != "" {
		s.SeatURL = doubleCut(url, doubleSeatMax)
	}
	return url, nil
}

// moveOut tells the plugin, then moves the session back to the web.
func (d *bridgeDouble) moveOut(uid, id, thread string) error {
	s := d.session(uid, thread)
	if s == nil {
		return &${GO.hostError}{Note: doubleNotFound}
	}
	if m, ok := doubleOptional[${GO.moveOut}](d.running[doubleKey{uid, id}]); ok {
		m.moveOut(thread)
	}
	s.Where = "web"
	return nil
}`;
}
