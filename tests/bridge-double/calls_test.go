package main

// Runs a list of host calls on the generated double and writes each outcome, so the designer's TypeScript host
// can be compared with it call by call (src/export/bridge/double-diff.test.ts).

import (
	"encoding/json"
	"errors"
	"os"
	"testing"
)

type callIn struct {
	Call string   `json:"call"`
	Args []string `json:"args"`
}

type callsFile struct {
	Scenario json.RawMessage `json:"scenario"`
	Plugin   string          `json:"plugin"`
	User     string          `json:"user"`
	Calls    []callIn        `json:"calls"`
}

func runCall(h pluginHost, c callIn) (any, error) {
	arg := func(i int) string {
		if i < len(c.Args) {
			return c.Args[i]
		}
		return ""
	}
	switch c.Call {
	case "Origin":
		return h.Origin(), nil
	case "Code":
		return h.Code(), nil
	case "Sessions":
		return h.Sessions(), nil
	case "Find":
		return h.Find(arg(0)), nil
	case "Command":
		return h.Command(arg(0)), nil
	case "Seat":
		return h.Seat(arg(0)), nil
	case "Summary":
		return h.Summary(arg(0)), nil
	case "SeatUrl":
		h.SeatUrl(arg(0), arg(1))
		return nil, nil
	case "MoveTo":
		return h.MoveTo(arg(0), arg(1))
	case "Send":
		var images []string
		if len(c.Args) > 2 {
			images = c.Args[2:]
		}
		return h.Send(arg(0), arg(1), images)
	case "Start":
		return h.Start(arg(0), arg(1), arg(2))
	case "save":
		h.save()
	case "changed":
		h.changed()
	case "log":
		h.log(arg(0))
	}
	return nil, nil
}

func TestCallsFromFile(t *testing.T) {
	in := os.Getenv("BRIDGE_CALLS")
	if in == "" {
		t.Skip("BRIDGE_CALLS names no file of calls")
	}
	raw, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	var f callsFile
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	d, err := newBridgeDouble(string(f.Scenario))
	if err != nil {
		t.Fatal(err)
	}
	h := d.host(f.Plugin, f.User)
	out := []map[string]any{}
	for _, c := range f.Calls {
		answer, err := runCall(h, c)
		var refused *hostError
		switch {
		case errors.As(err, &refused):
			out = append(out, map[string]any{"refused": refused.Note})
		case err != nil:
			t.Fatalf("%s: %v", c.Call, err)
		default:
			out = append(out, map[string]any{"answer": answer})
		}
	}
	written, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(os.Getenv("BRIDGE_OUT"), written, 0o600); err != nil {
		t.Fatal(err)
	}
}
