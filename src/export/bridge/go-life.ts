import type { PluginDefinition, Simulation } from '../../schema/bridge';
import { goName, goString } from './go-string';
import { definitionFunction } from './go-plugin';
import { GO } from './go-types';

/** The config the life test starts with: the scenario's saved one, else each required field filled (its first choice, or prefix + "test"). */
export function lifeConfig(def: PluginDefinition, sim: Simulation): Record<string, string> {
  if (sim.saved) return sim.saved.config;
  const required = def.fields.filter((field) => field.required);
  return Object.fromEntries(required.map((field) => [field.key, (field.pick && sim.choices?.[field.key]?.[0]?.value) || `${field.prefix ?? ''}test`]));
}

/** A Go map literal of the config, keys in the fields' order. */
function configLiteral(config: Readonly<Record<string, string>>): string {
  return `${GO.config}{${Object.entries(config).map(([key, value]) => `${goString(key)}: ${goString(value)}`).join(', ')}}`;
}

/**
 * The Go test of the plugin's whole life against the host double: on, events, moves, restart, off, removal,
 * the server's end, a failing start and a panicking stop. Start is wrapped to count starts and stops, so it
 * stays meaningful once the stubs hold real code.
 */
export function goLifeTest(def: PluginDefinition, sim: Simulation): string {
  const name = goName(def.id);
  const title = name.replace(/^./, (c) => c.toUpperCase());
  const fn = definitionFunction(def);
  const failure = goString(sim.startError || 'start failed in the test');
  return `// ${name}Scenario is the design's simulation: the users, Macs and sessions the host double acts on.
const ${name}Scenario = ${goString(JSON.stringify(sim))}

// ${name}LifeConfig is the config the life starts with: the scenario's saved one, else every required field filled.
func ${name}LifeConfig() map[string]string {
	return ${configLiteral(lifeConfig(def, sim))}
}

// ${name}Probe wraps the plugin's instance to count stops; the double still finds the optional methods through it.
type ${name}Probe struct {
	${GO.inst}
	life *${name}Life
}

func (p *${name}Probe) wrapped() ${GO.inst} { return p.${GO.inst} }

func (p *${name}Probe) status() ${GO.status} {
	if p.life.state != "" {
		return ${GO.status}{State: p.life.state}
	}
	return p.${GO.inst}.status()
}

func (p *${name}Probe) stop() {
	p.life.stops++
	p.${GO.inst}.stop()
	if p.life.stopPanics {
		panic("stop failed in the test")
	}
}

// ${name}Life counts the starts and stops of ${fn}(), and can make start fail, stop panic or status say a state.
type ${name}Life struct {
	starts, stops int
	startErr      error
	stopPanics    bool
	state         string
}

// begin gives a host double of the scenario with ${fn}() registered, its Start wrapped by the life.
func (l *${name}Life) begin(t *testing.T) (*bridgeDouble, string) {
	t.Helper()
	d, err := newBridgeDouble(${name}Scenario)
	if err != nil {
		t.Fatal(err)
	}
	def := ${fn}()
	start := def.Start
	def.Start = func(config map[string]string, host ${GO.host}) (${GO.inst}, error) {
		l.starts++
		if l.startErr != nil {
			return nil, l.startErr
		}
		inst, err := start(config, host)
		if err != nil || inst == nil {
			return inst, err
		}
		return &${name}Probe{${GO.inst}: inst, life: l}, nil
	}
	d.plugin(def)
	return d, d.user
}

// on turns the plugin on with the test config and fails the test if it does not start.
func (l *${name}Life) on(t *testing.T, d *bridgeDouble, uid string) {
	t.Helper()
	if st := d.turnOn(uid, ${goString(def.id)}, ${name}LifeConfig()); st.State == "error" || st.State == "" {
		t.Fatalf("start with the test config: state %q, note %q", st.State, st.Note)
	}
}

// ${name}Thread is a session of the user that has not ended, made when the scenario has none.
func ${name}Thread(d *bridgeDouble, uid string) string {
	for _, s := range d.sessions[uid] {
		if s.State != "ended" {
			return s.Thread
		}
	}
	d.addSession(uid, doubleSession{Thread: "life-1", Title: "life", State: "running"})
	return "life-1"
}

func Test${title}Life(t *testing.T) {
	const id = ${goString(def.id)}
	t.Run("turning on starts it: connecting, then its status", func(t *testing.T) {
		life := &${name}Life{}
		d, uid := life.begin(t)
		life.on(t, d, uid)
		if life.starts != 1 || !doubleHas(d.life, "plugin "+id+" user="+uid+": connecting") {
			t.Fatalf("%d starts, life %q", life.starts, d.life)
		}
		if entry := d.entry(uid, id); !entry.Enabled || len(entry.Config) != len(${name}LifeConfig()) {
			t.Fatalf("plugins.json entry %+v", entry)
		}
	})
	t.Run("hears events in its user's sessions only", func(t *testing.T) {
		life := &${name}Life{}
		d, uid := life.begin(t)
		life.on(t, d, uid)
		other := uid + "-other"
		life.on(t, d, other)
		_, hears := doubleOptional[${GO.onEvent}](d.instance(uid, id))
		ev := map[string]any{"type": "message", "text": "hi", "user": "U1", "ts": "1.0"}
		want := 0
		if hears {
			want = 1
		}
		thread := ${name}Thread(d, uid)
		if n := d.event(uid, thread, ev); n != want {
			t.Fatalf("the event reached %d instances, want %d", n, want)
		}
		if n := d.event(other, thread, ev); n != 0 {
			t.Fatalf("another user's event on this user's thread reached %d instances", n)
		}
	})
	t.Run("is a move target only with moveIn and while on", func(t *testing.T) {
		life := &${name}Life{state: "on"}
		d, uid := life.begin(t)
		life.on(t, d, uid)
		thread := ${name}Thread(d, uid)
		_, moves := doubleOptional[${GO.moveIn}](d.instance(uid, id))
		if doubleHas(d.moveTargets(uid), id) != moves {
			t.Fatalf("move targets %q; the instance has moveIn: %v", d.moveTargets(uid), moves)
		}
		if moves {
			url, err := d.moveIn(uid, id, thread)
			if err != nil {
				t.Fatal(err)
			}
			if where := d.host(id, uid).Seat(thread).Where; where != id {
				t.Fatalf("after moveIn the session is on %q", where)
			}
			if url != "" && d.session(uid, thread).SeatURL != doubleCut(url, doubleSeatMax) {
				t.Fatalf("moveIn's URL %q is not the session's link", url)
			}
			if err := d.moveOut(uid, id, thread); err != nil || d.host(id, uid).Seat(thread).Where != "web" {
				t.Fatalf("moveOut: %v", err)
			}
		}
		life.state = "connecting"
		if doubleHas(d.moveTargets(uid), id) {
			t.Fatal("a move target while connecting")
		}
		life.state = "on"
		d.turnOff(uid, id)
		if doubleHas(d.moveTargets(uid), id) {
			t.Fatal("a move target while off")
		}
	})
	t.Run("a settings change restarts it, turning off stops it", func(t *testing.T) {
		life := &${name}Life{}
		d, uid := life.begin(t)
		life.on(t, d, uid)
		d.saveConfig(uid, id, ${name}LifeConfig())
		if life.starts != 2 || life.stops != 1 {
			t.Fatalf("after a settings change: %d starts, %d stops", life.starts, life.stops)
		}
		if st := d.turnOff(uid, id); st.State != "off" || life.stops != 2 {
			t.Fatalf("after turning off: %+v, %d stops", st, life.stops)
		}
	})
	t.Run("removing it and the server's end stop it", func(t *testing.T) {
		life := &${name}Life{}
		d, uid := life.begin(t)
		life.on(t, d, uid)
		d.remove(uid, id)
		if life.stops != 1 || d.added(uid, id) {
			t.Fatalf("after removal: %d stops, still added: %v", life.stops, d.added(uid, id))
		}
		life.on(t, d, uid)
		d.shutdown()
		if life.stops != 2 {
			t.Fatalf("after the server's end: %d stops", life.stops)
		}
	})
	t.Run("a start that returns an error makes the state error", func(t *testing.T) {
		life := &${name}Life{startErr: errors.New(${failure})}
		d, uid := life.begin(t)
		if st := d.turnOn(uid, id, ${name}LifeConfig()); st != (${GO.status}{State: "error", Note: ${failure}}) {
			t.Fatalf("status %+v", st)
		}
	})
	t.Run("a stop that panics is ignored", func(t *testing.T) {
		life := &${name}Life{stopPanics: true}
		d, uid := life.begin(t)
		life.on(t, d, uid)
		if st := d.turnOff(uid, id); st.State != "off" || life.stops != 1 {
			t.Fatalf("status %+v, %d stops", st, life.stops)
		}
	})
}
`;
}
