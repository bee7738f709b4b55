# A well-behaved plugin in Python 3: the same as hello-node.
import json
import sys

FIRST = {"type": "column", "children": [{"type": "text", "text": "Hello from Python"}, {"type": "button", "id": "go", "label": "Go", "variant": "primary"}]}


def clicked(count):
    return {"type": "column", "children": [{"type": "text", "text": "Clicked %d time%s" % (count, "" if count == 1 else "s"), "style": "success"}, {"type": "button", "id": "go", "label": "Again"}]}


def send(message):
    sys.stdout.write(json.dumps(dict(jsonrpc="2.0", **message), separators=(",", ":")) + "\n")
    sys.stdout.flush()


def main():
    clicks = 0
    next_id = 1
    for line in sys.stdin:
        try:
            message = json.loads(line)
        except ValueError:
            print("not JSON: " + line[:80], file=sys.stderr)
            continue
        method = message.get("method") if isinstance(message, dict) else None
        if method == "initialize":
            send({"id": message["id"], "result": {}})
        elif method == "panel/open":
            send({"method": "ui/setPanel", "params": {"tree": FIRST}})
        elif method == "ui/event":
            params = message.get("params", {})
            if params.get("element") != "go" or params.get("event") != "click":
                continue
            clicks += 1
            send({"id": next_id, "method": "ui/setPanel", "params": {"tree": clicked(clicks)}})
            next_id += 1
            send({"method": "ui/notify", "params": {"message": "Clicked %d" % clicks, "kind": "success"}})
            send({"method": "ui/setBadge", "params": {"text": str(clicks)}})
        elif method == "shutdown":
            return


main()
