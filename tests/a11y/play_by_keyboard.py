#!/usr/bin/python3
"""The three games played to the end by keyboard alone, through the real Linux accessibility
stack: a D-Bus session, the AT-SPI bus and registry, the Release client under Xvfb with its
AT-SPI bridge, and (with --orca) the Orca screen reader writing what it says to a debug log.

Nothing is read from the client's own objects: what the test knows, it learns as a screen
reader does, from the AT-SPI tree and its events, and from the journal afterwards (the truth
to compare with). For every key press it checks that the focus lands on a control that is
visible, named and enabled; for every game, that each outcome (each die thrown, each zone
uncovered in its whole words, the win or loss and the balance after it) arrived as a
notification, the event Orca speaks; with --orca, that Orca's log has each of them as a
"SPEECH OUTPUT" line, and each control a key was pressed on, unless Orca's log says that its
own queue policy discarded that very event (OrcaLog).

It runs in a desktop of its own (run_in_private_session), so that it can run beside other
tests and other sessions of the same user: its own X display, D-Bus session and AT-SPI bus,
HOME and XDG folders, and an Orca that no other Orca ends (private_orca.py).

Usage: play_by_keyboard.py --client BUILD/app/client/instants --work DIR [--orca] [--only WHAT]
Run it with Debian's /usr/bin/python3 (python3-pyatspi).
"""

import argparse
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

SESSION_MARK = "INSTANTS_A11Y_SESSION"
HERE = os.path.dirname(os.path.abspath(__file__))

# What ties a process to the desktop it was started from: none of it passes into the run.
OUTSIDE = ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS",
           "SESSION_MANAGER", "SPEECHD_ADDRESS", "XDG_SESSION_ID", "XDG_SEAT", "XDG_VTNR", "GTK_MODULES")


def run_in_private_session(work):
    """Runs this script again inside a desktop of its own, so that it can run beside anything
    else of the same user (another test, another run of this one, a person's own session): a
    D-Bus session (dbus-run-session), and so its own AT-SPI bus; HOME, the XDG folders and
    XDG_RUNTIME_DIR (the speech server's socket, dconf) of its own; the X display (Xvfb
    -displayfd: a number no other server holds) and Orca (private_orca.py) started inside.
    Returns the exit status of that run; None when this already is that run."""
    if os.environ.get(SESSION_MARK):
        return None
    for tool in ("dbus-run-session", "Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            sys.exit(f"play_by_keyboard: '{tool}' is not installed (tools/packages.txt lists it)")
    home = os.path.join(work, "home")
    shutil.rmtree(home, ignore_errors=True)
    env = {name: value for name, value in os.environ.items() if name not in OUTSIDE}
    env.update({SESSION_MARK: "1", "HOME": home, "XDG_CONFIG_HOME": os.path.join(home, ".config"),
                "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
                "XDG_CACHE_HOME": os.path.join(home, ".cache"),
                "XDG_STATE_HOME": os.path.join(home, ".local", "state")})
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.makedirs(env[name], exist_ok=True)
    # Short (a socket's path has at most 107 bytes) and mode 0700, as a runtime folder must be.
    runtime = tempfile.mkdtemp(prefix="instants-a11y-")
    env["XDG_RUNTIME_DIR"] = runtime
    # Its own process group: what the run leaves (a speech server it started) is ended with it.
    run = subprocess.Popen(["dbus-run-session", "--", sys.executable, os.path.abspath(__file__)] + sys.argv[1:],
                           env=env, start_new_session=True)

    def forward(signum, frame):
        run.send_signal(signum)
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, forward)
    try:
        status = run.wait()
    finally:
        try:
            os.killpg(run.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        shutil.rmtree(runtime, ignore_errors=True)
    return status


# --- money as the client writes it (app/client/style/Format.qml) -------------------------------------------

def group(euros):
    digits = str(euros)
    parts = []
    while len(digits) > 3:
        parts.insert(0, digits[-3:])
        digits = digits[:-3]
    parts.insert(0, digits)
    return "\u202f".join(parts)


def money(cents):
    return f"{group(cents // 100)},{cents % 100:02d}\u00a0€"


def money_short(cents):
    return money(cents) if cents % 100 else f"{group(cents // 100)}\u00a0€"


# --- what Orca did with each event (its debug log) -----------------------------------------------

FLOOD = "pruned from Orca's queue in a flood (more than 50 events waiting when a focus event came)"
NOT_IN_FLOOD = "not processed by Orca in a flood (more than 50 events waiting)"
DELUGE = "ignored by Orca in a deluge (more than 100 events waiting)"
SUPERSEDED = "skipped by Orca, behind, for a newer event of the same type on another object"
UNREAD = ("not read by Orca in time: its log says « Cannot generate presentation dead obj », or generates "
          "the speech « for [DEAD] » (atspi_error « The process appears to be hung »), after it took the "
          "focus: a query of the client that failed on a busy machine, while the client waited on the "
          "registry for a key (Qt 6.4's bridge sends each key synchronously)")
# The result panel of a game or ticket, as a screen reader names it: won, paid back or lost.
RESULT = r"^(Pas de gain|Gagné : |Gain : )"
# DÉDÉ's inactivity delay in this run's settings (its shortest): a screen reader runs, so no
# ticket may uncover itself however long it is left (check_no_reveal_by_itself).
AUTO_REVEAL_SECONDS = 10


class OrcaLog:
    """What Orca spoke, and the events it discarded by its own queue policy
    (orca/event_manager.py and orca/script.py of Orca 43): when more than 50 events wait, a
    focus event prunes the queue of every other event not on the focused object and such
    events are not processed; above 100 they are ignored on arrival; an event with a newer one
    of the same type queued for another object is skipped. Those are the only reasons a
    notification or a focus may go unspoken; each is read here, event by event."""

    EVENT = re.compile(r"EVENT MANAGER: (Queueing|Dequeued|Not pruning) (object:state-changed:showing|"
                       r"object:state-changed:focused|focus:) \[(notification|[^|\]]+) \| (.*?)\] \((\d),")

    def __init__(self, text):
        self.spoken = [line.split("SPEECH OUTPUT: '", 1)[1].rsplit("'", 1)[0]
                       for line in text.splitlines() if "SPEECH OUTPUT: '" in line]
        self.dropped = []        # (kind, name, reason): kind "notification" or "focus"
        self.queued = set()      # (kind, name) of every event that reached Orca's queue
        pending = []             # (kind, name) queued, not yet dequeued
        kept = None
        current = None
        arriving = None
        focus_to = None  # the control Orca just gave its focus to, until it says something
        for line in text.splitlines():
            m_focus = re.search(r"ORCA: Changing locusOfFocus from .* to \[[^|\]]+ \| (.*?)\]\. Notify", line)
            if m_focus:
                focus_to = m_focus.group(1)
                continue
            if "SPEECH OUTPUT: '" in line:
                focus_to = None
            elif focus_to is not None and ("ERROR: Cannot generate presentation dead obj" in line
                                           or "SPEECH GENERATOR: Starting unfocused generation for [DEAD]" in line):
                self.dropped.append(("focus", focus_to, UNREAD))
                focus_to = None
            if "EVENT MANAGER: " not in line and "SCRIPT: Skipping object event" not in line:
                continue
            m = self.EVENT.search(line)
            what = None
            if m:
                role, name, detail = m.group(3), m.group(4), m.group(5)
                showing = m.group(2).endswith("showing")
                if showing and role == "notification" and detail == "1":
                    what = ("notification", name)
                elif not showing and (m.group(2) == "focus:" or detail == "1"):
                    what = ("focus", name)
            if m and m.group(1) == "Queueing":
                # (A focus event is never pruned: Orca keeps every event but those its flood
                # policy lists, showing among them, on objects other than the focus.)
                if what and what[0] == "notification":
                    pending.append(what)
                    self.queued.add(what)
            elif m and m.group(1) == "Not pruning":
                if what and kept is not None:
                    kept.append(what)
            elif m and m.group(1) == "Dequeued":
                current = what
                if what:
                    self.take(pending, what)
            elif "EVENT MANAGER: Dequeued " in line:
                current = None
            elif "Pruning event queue due to flood." in line:
                kept = []
            elif re.search(r"EVENT MANAGER: \d+ events pruned", line) and kept is not None:
                still = []
                for event in pending:
                    if self.take(kept, event):
                        still.append(event)
                    else:
                        self.dropped.append(event + (FLOOD,))
                pending = still
                kept = None
            elif "Not processing this event due to flood." in line and current:
                self.dropped.append(current + (NOT_IN_FLOOD,))
            elif "SCRIPT: Skipping object event due to more recent event" in line and current:
                self.dropped.append(current + (SUPERSEDED,))
            elif "Ignoring event type due to deluge" in line and arriving:
                self.dropped.append(arriving + (DELUGE,))
            else:
                m2 = re.search(r"EVENT MANAGER: (object:state-changed:showing|object:state-changed:focused) for "
                               r"\[(notification|[^|\]]+) \| (.*?)\] in .*\((1), ", line)
                if m2:
                    kind = "notification" if m2.group(1).endswith("showing") else "focus"
                    arriving = (kind, m2.group(3)) if kind == "focus" or m2.group(2) == "notification" else None
                elif re.search(r"EVENT MANAGER: \S+ for \[", line):
                    arriving = None

    @staticmethod
    def take(events, event):
        """Removes `event` from `events`: the same object by its name, or by the part of its
        name before « : » (a die's name changes when it is thrown, a notification's with each
        sentence) when its name changed between two lines of the log."""
        if event in events:
            events.remove(event)
            return True
        kind, name = event
        for other in events:
            if other[0] == kind and other[1].split(" : ")[0] == name.split(" : ")[0] \
                    and (kind == "focus" or other[1] == name):
                events.remove(other)
                return True
        if kind == "notification":
            for other in events:
                if other[0] == kind:
                    events.remove(other)
                    return True
        return False

    def why_unsaid(self, kind, matches):
        """The reason Orca gives in its log for not saying an event of `kind` whose object's
        name `matches` (a predicate), or None."""
        for k, name, reason in self.dropped:
            if k == kind and matches(name):
                return f"{reason}: [{name}]"
        return None


# --- the stack --------------------------------------------------------------------------------

class Failure(Exception):
    pass


class Stack:
    """Xvfb, the AT-SPI bus, optionally Orca, and the client; stopped in reverse order."""

    def __init__(self, args):
        self.args = args
        self.procs = []
        self.orca = None
        self.orca_log = os.path.join(args.work, "orca-debug.log")

    def start_xvfb(self):
        read_end, write_end = os.pipe()
        # (-r: no auto-repeat. On a loaded machine xdotool can be held off between a key's press
        # and its release for longer than the repeat delay, and the server then repeats the key:
        # one Tab pressed went two controls on.)
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24",
                                 "-nolisten", "tcp", "-r"], pass_fds=[write_end],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        # The display's number and a newline, written once Xvfb takes connections.
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read_end, 16)
            if not chunk:
                break
            number += chunk
        number = number.decode().strip()
        os.close(read_end)
        if not number:
            raise Failure("Xvfb did not start")
        os.environ["DISPLAY"] = ":" + number
        self.procs.append(xvfb)

    def start_bus(self):
        # Starts at-spi-bus-launcher (and so the accessibility bus) through D-Bus activation.
        subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                        "org.a11y.Bus.GetAddress"], check=True, stdout=subprocess.DEVNULL)

    def start_orca(self):
        """Orca, under a name of its own (private_orca.py): it neither ends nor is ended by
        another Orca of the same user."""
        if shutil.which("orca") is None:
            raise Failure("--orca: Orca is not installed (tools/packages.txt lists it)")
        prefs = os.path.join(self.args.work, "orca-prefs")
        shutil.rmtree(prefs, ignore_errors=True)
        os.makedirs(prefs)
        self.orca = subprocess.Popen([sys.executable, os.path.join(HERE, "private_orca.py"), prefs, self.orca_log],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return self.orca.pid

    def orca_ready(self):
        """Orca listens to the bus: its event listeners are registered (the line its main()
        writes just before it starts its loop; private_orca.py writes its log line by line)."""
        if self.orca is not None and self.orca.poll() is not None:
            raise Failure(f"Orca stopped at its start (status {self.orca.returncode}); see {self.orca_log}")
        try:
            with open(self.orca_log, encoding="utf-8", errors="replace") as log:
                return "ORCA: Starting ATSPI registry." in log.read()
        except FileNotFoundError:
            return False

    def stop_orca(self):
        """Stops Orca with SIGTERM (its log is written out only then) and returns the log."""
        if self.orca is None:
            return ""
        self.orca.send_signal(signal.SIGTERM)
        try:
            self.orca.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.orca.kill()
            raise Failure("Orca did not stop on SIGTERM within 20 s")
        self.orca = None
        with open(self.orca_log, encoding="utf-8", errors="replace") as log:
            return log.read()

    def start_client(self, database, settings, seed):
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                   QT_ACCESSIBILITY="1", LC_ALL="C.UTF-8",
                   # Where the focus goes, item by item, in client.log (a failure's evidence).
                   QT_LOGGING_RULES="instants.focus.debug=true",
                   QT_MESSAGE_PATTERN="%{time process} %{if-category}%{category}: %{endif}%{message}")
        env.pop("QT_QUICK_BACKEND", None)
        log = open(os.path.join(self.args.work, "client.log"), "w")
        client = subprocess.Popen([self.args.client, "--db", database, "--settings", settings,
                                   "--seed", str(seed), "--mute", "--lang", "fr"],
                                  env=env, stdout=log, stderr=log)
        self.procs.append(client)
        return client

    def stop(self):
        if self.orca is not None:
            self.orca.kill()
        for proc in reversed(self.procs):
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()


# --- what a screen reader sees ----------------------------------------------------------------

class Observer:
    """The AT-SPI events of the client: where the focus is, and each notification shown."""

    def __init__(self, pyatspi, glib):
        self.pyatspi = pyatspi
        self.context = glib.MainContext.default()
        self.focused = None
        self.notifications = []   # (time, text)
        self.last_event = time.monotonic()
        self.focus_moves = 0
        self.focus_names = set()
        self.focused_name_then = ""
        self.focus_path = []      # (time, role, name) of every object that took the focus
        pyatspi.Registry.registerEventListener(self.on_event, "object:state-changed:focused",
                                               "object:state-changed:showing")

    def on_event(self, event):
        try:
            app = event.source.getApplication()
            if app is None or app.name != "Instants":
                return
            self.last_event = time.monotonic()
            if event.type.endswith("focused") and event.detail1 == 1:
                self.focused = event.source
                self.focused_name_then = event.source.name  # as it was said on its focus
                self.focus_moves += 1
                self.focus_path.append((time.monotonic(), event.source.getRoleName(), event.source.name))
            elif event.type.endswith("showing") and event.detail1 == 1 \
                    and event.source.getRole() == self.pyatspi.ROLE_NOTIFICATION:
                self.notifications.append((time.monotonic(), event.source.name))
        except Exception:  # an object gone meanwhile: its event tells nothing
            pass

    def pump(self, seconds):
        end = time.monotonic() + seconds
        while True:
            while self.context.iteration(False):
                pass
            left = end - time.monotonic()  # read once: a second read can be past `end`
            if left <= 0:
                return
            time.sleep(min(0.01, left))

    def settle(self, quiet=0.9, limit=20.0, since=None):
        """Pumps events until none came for `quiet` seconds, counted from `since` (a key press)
        at the earliest."""
        start = time.monotonic()
        if since is not None:
            self.last_event = max(self.last_event, since)
        self.pump(0)
        while time.monotonic() - self.last_event < quiet and time.monotonic() - start < limit:
            self.pump(0.02)

    def wait_for(self, predicate, timeout, what):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if predicate():
                return
            self.pump(0.1)
        raise Failure(f"timed out after {timeout} s waiting for {what}")

    def describe(self, obj):
        try:
            return f"[{obj.getRoleName()} | {obj.name}]"
        except Exception:
            return "[gone]"

    def focus_name(self):
        try:
            return self.focused.name if self.focused is not None else ""
        except Exception:
            return ""

    def still_focused(self):
        try:
            return self.focused is not None and self.focused.getState().contains(self.pyatspi.STATE_FOCUSED)
        except Exception:
            return False

    def check_focus(self, step):
        """The focus is on a control that is visible, on screen, named and enabled."""
        # The focus event of the control that takes the focus can come a moment after the one
        # that left it lost its focused state; on a loaded machine, later still: Qt's AT-SPI
        # bridge holds each key until the registry answers or its D-Bus call times out
        # (client.log: "QSpiApplication::keyEventError ... NoReply"), and keys queue behind it.
        end = time.monotonic() + 10.0
        while not self.still_focused() and time.monotonic() < end:
            self.pump(0.1)
        obj = self.focused
        if obj is None:
            raise Failure(f"{step}: nothing has the focus")
        try:
            states = obj.getState()
            name = obj.name
            role = obj.getRoleName()
        except Exception:
            raise Failure(f"{step}: the focused object is gone")
        S = self.pyatspi
        problems = [word for state, word in ((S.STATE_FOCUSED, "focused"), (S.STATE_VISIBLE, "visible"),
                                             (S.STATE_SHOWING, "showing"), (S.STATE_ENABLED, "enabled"))
                    if not states.contains(state)]
        if not name.strip():
            problems.append("named")
        if problems:
            raise Failure(f"{step}: the focus is on [{role} | {name}], which is not " + ", ".join(problems))
        return name


# --- the games --------------------------------------------------------------------------------

class Player:
    def __init__(self, args, stack, observer, database):
        self.args = args
        self.stack = stack
        self.obs = observer
        self.database = database
        self.steps = 0
        self.state_checks = 0
        self.games = []          # (kind, how, game id, sentences)
        self.spoken = []         # every notification text, in order
        self.normal_motion = args.motion == "normal"
        self.keys_mid_reveal = 0
        self.focus_checks = 0
        self.reviews = 0
        self.universe_reviews = set()
        # Shift+Tab paths checked (each place once): the focus goes back as Tab went forward.
        self.shift_tab_paths = []

    def key(self, name, step):
        # A control just shown takes presses after a moment (InputGuard): as a person would.
        self.obs.settle(quiet=0.6)
        # The control the key is pressed on, by the name it had when it took the focus (a die
        # keeps its focus while its name changes from throw to throw: its outcome is announced).
        self.obs.focus_names.add(self.obs.focused_name_then)
        pressed = time.monotonic()
        subprocess.run(["xdotool", "key", "--clearmodifiers", name], check=True)
        self.obs.settle(since=pressed)
        self.steps += 1
        return self.obs.check_focus(f"{step} (after {name})")

    def key_now(self, name):
        """A key pressed at once, in the middle of whatever shows (a die in the air, a cover
        lifting): what a player does who does not wait."""
        self.obs.pump(0)
        subprocess.run(["xdotool", "key", "--clearmodifiers", name], check=True)
        self.keys_mid_reveal += 1

    # The controls of a game: the focus rests on nothing else from its first key to its result
    # (the header's « Accueil », the balance, the band are the way out, never a resting place).
    GAME_CONTROLS = (r"^(Jouer?z?, |Dé de l'étape 1 : |J'arrête|Je continue|Happy (Cumul|Figures|Identiques)"
                     r"|dé \d sur \d : |Lancez vos dés|.* à gratter$|Auto, |Tout découvrir|" + r"{ZONE})")
    # A zone just uncovered: it keeps the focus while its cover lifts.
    ZONE = (r"^(Lancer \d+ : |Gain du lancer \d+ : |Bonus : |(Janvier|Février|Mars|Avril|Mai|Juin|Juillet|Août"
            r"|Septembre|Octobre|Novembre|Décembre) : )")
    GAME_CONTROLS = GAME_CONTROLS.replace("{ZONE}", ZONE[1:])

    def check_focus_path(self, since, step):
        """Every object the focus went to since `since` (an index into the focus path), up to the
        game's result, was one of the game's controls."""
        path = self.obs.focus_path[since:]
        for when, role, name in path:
            if re.match(RESULT, name):
                break
            if not re.match(self.GAME_CONTROLS, name):
                raise Failure(f"{step}: during the game the focus went to [{role} | {name}]; "
                              f"its path: {[n for (_, _, n) in path]!r}")
        self.focus_checks += len(path)

    def flat_review(self, step):
        """Orca's flat review of the screen, line by line from the top (the desktop layout's
        keypad: KP_Subtract enters it, KP_7 goes up a line, KP_8 says the line, KP_9 goes
        down one): what a blind player reads of what is shown, from Orca's speech."""
        if self.stack.orca is None:
            return ""
        with open(self.stack.orca_log, encoding="utf-8", errors="replace") as log:
            before = log.read().count("SPEECH OUTPUT: '")
        self.obs.settle(quiet=1.0)
        keys = ["KP_Subtract"] + ["KP_7"] * 12 + ["KP_8"] + ["KP_9"] * 30
        for name in keys:
            subprocess.run(["xdotool", "key", name], check=True)
            self.obs.pump(0.5)
        subprocess.run(["xdotool", "key", "KP_Subtract"], check=True)  # out of flat review
        self.obs.settle(quiet=1.0)
        with open(self.stack.orca_log, encoding="utf-8", errors="replace") as log:
            text = log.read()
        spoken = [line.split("SPEECH OUTPUT: '", 1)[1].rsplit("'", 1)[0]
                  for line in text.splitlines() if "SPEECH OUTPUT: '" in line][before:]
        return " | ".join(spoken)

    def check_decision_review(self, step):
        """The decision's facts reach a screen reader's review of the screen: the amount in
        play, the sentence that explains the choice, each universe's chance of winning, average
        prize and top prize, « J'arrête » and « Je continue »."""
        heard = self.flat_review(step)
        if not heard:
            return
        with open(os.path.join(self.args.work, "flat-review.txt"), "w", encoding="utf-8") as out:
            out.write(heard.replace(" | ", "\n") + "\n")
        wanted = [r"Montant en jeu : |Vous avez gagné ", r"\d,\d\d\u00a0€",
                  r"Happy Cumul", r"Happy Figures", r"Happy Identiques",
                  r"Chance de gagner : 1 sur [\d,]+ \(", r"Gain moyen : ", r"Lot maximum : ",
                  r"J'arrête", r"Je continue"]
        missing = [w for w in wanted if not re.search(w, heard)]
        chances = len(re.findall(r"Chance de gagner : 1 sur", heard))
        if missing or chances < 3:
            raise Failure(f"{step}: Orca's flat review of the decision did not reach {missing!r} "
                          f"({chances} chances of winning of 3); it said: {heard!r}")
        self.reviews += 1
        print(f"  flat review of the decision: {len(heard)} characters heard, the facts of the three universes among them",
              flush=True)

    # What a flat review of a universe's screen must reach: its running score or its figure,
    # and its table of prizes (the panel made when it shows, HappyDesScreen's Loaders).
    UNIVERSE_REVIEW = {
        "cumul": [r"Score : \d+", r"Lots en jeu par score"],
        "figures": [r"Figure : (Cinq dés identiques|Carré|Suite|Brelan|Aucune figure)", r"Lots en jeu par figure"],
    }

    def check_universe_review(self, universe, step):
        """Orca's flat review reaches what a universe's dice make (Cumul's score, the figure)
        and its prizes, once per universe per run."""
        if universe in self.universe_reviews or universe not in self.UNIVERSE_REVIEW:
            return
        heard = self.flat_review(step)
        if not heard:
            return
        missing = [w for w in self.UNIVERSE_REVIEW[universe] if not re.search(w, heard)]
        if missing:
            raise Failure(f"{step}: Orca's flat review of Happy {universe.capitalize()} did not reach "
                          f"{missing!r}; it said: {heard!r}")
        self.universe_reviews.add(universe)
        found = [re.search(w, heard).group(0) for w in self.UNIVERSE_REVIEW[universe]]
        print(f"  flat review of Happy {universe.capitalize()}: {len(heard)} characters heard, "
              f"« {' », « '.join(found)} » among them", flush=True)

    def check_no_reveal_by_itself(self, step):
        """WCAG 2.2.1 with a screen reader: a DÉDÉ ticket left untouched longer than its delay
        (10 s in this run's settings) does not uncover itself, and no countdown is told (the
        reader's review keys are no input the client sees)."""
        since = len(self.obs.notifications)
        covered = lambda: len(self.showing_buttons(r"à gratter$"))
        before = covered()
        if before != 6:
            raise Failure(f"{step}: {before} DÉDÉ zones to scratch on a new ticket (6 expected)")
        self.obs.pump(AUTO_REVEAL_SECONDS + 5)
        told = [t for (_, t) in self.obs.notifications[since:]]
        after = covered()
        if after != before or any("découvr" in t for t in told):
            raise Failure(f"{step}: with a screen reader, the ticket left {AUTO_REVEAL_SECONDS + 5} s uncovered "
                          f"{before - after} zone(s) by itself; told: {told}")
        print(f"  DÉDÉ left {AUTO_REVEAL_SECONDS + 5} s untouched with a screen reader (delay "
              f"{AUTO_REVEAL_SECONDS} s): its 6 zones still covered, no countdown told", flush=True)

    def showing_buttons(self, pattern):
        """The names of the showing push buttons named `pattern`."""
        S = self.obs.pyatspi
        return [obj.name for obj in self.showing(pattern, (S.ROLE_PUSH_BUTTON,))]

    def back_and_forth(self, place, back, forth, step):
        """Once per place: Shift+Tab takes the focus to `back`, and Tab to `forth` again."""
        if place in self.shift_tab_paths:
            return
        self.key("shift+Tab", f"{step}: Shift+Tab")
        self.expect_focus(back, f"{step}: Shift+Tab from « {forth} »")
        self.key("Tab", f"{step}: Tab")
        self.expect_focus(forth, f"{step}: Tab back from « {back} »")
        self.shift_tab_paths.append(place)

    def tab_to(self, pattern, step, limit=40):
        for _ in range(limit):
            if re.search(pattern, self.obs.focus_name()):
                return
            self.key("Tab", f"{step}: Tab towards « {pattern} »")
        raise Failure(f"{step}: « {pattern} » not reached in {limit} Tab presses "
                      f"(focus on « {self.obs.focus_name()} »)")

    def expect_focus(self, pattern, step):
        name = self.obs.check_focus(step)
        if not re.search(pattern, name):
            raise Failure(f"{step}: the focus should be on « {pattern} », it is on « {name} »")

    # --- states, read from the tree as a screen reader reads them ------------------------------

    def app(self):
        for app in self.obs.pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "Instants":
                return app
        raise Failure("the client is not on the accessibility bus")

    def showing(self, pattern, roles):
        """The showing objects of one of `roles` named `pattern` (a regular expression)."""
        S = self.obs.pyatspi
        found = []

        def walk(obj, depth):
            if depth > 40:
                return
            try:
                if obj.getRole() in roles and obj.getState().contains(S.STATE_SHOWING) \
                        and re.search(pattern, obj.name):
                    found.append(obj)
                for child in obj:
                    if child is not None:
                        walk(child, depth + 1)
            except Exception:
                pass
        walk(self.app(), 0)
        return found

    def find(self, pattern, step):
        """The one showing button (push, radio, check box) named `pattern` (a regular expression)."""
        S = self.obs.pyatspi
        found = self.showing(pattern, (S.ROLE_PUSH_BUTTON, S.ROLE_RADIO_BUTTON, S.ROLE_CHECK_BOX))
        if len(found) != 1:
            raise Failure(f"{step}: {len(found)} showing buttons named « {pattern} » (one expected)")
        return found[0]

    def showing_label(self, pattern):
        """Whether a label named `pattern` is on screen (AT-SPI "showing")."""
        S = self.obs.pyatspi
        found = []

        def walk(obj, depth):
            if depth > 40 or found:
                return
            try:
                if obj.getRole() == S.ROLE_LABEL and re.search(pattern, obj.name):
                    found.append(obj.getState().contains(S.STATE_SHOWING))
                    return
                for child in obj:
                    if child is not None:
                        walk(child, depth + 1)
            except Exception:
                pass
        walk(self.app(), 0)
        if not found:
            raise Failure(f"no label « {pattern} » in the tree")
        return found[0]

    def expect_state(self, pattern, step, checked=None, enabled=None):
        S = self.obs.pyatspi
        obj = self.find(pattern, step)
        states = obj.getState()
        problems = []
        if checked is not None:
            # Checkable: a radio button or a check box, or a button in the checkable state.
            if obj.getRole() not in (S.ROLE_RADIO_BUTTON, S.ROLE_CHECK_BOX) and not states.contains(S.STATE_CHECKABLE):
                problems.append(f"not checkable ({obj.getRoleName()})")
            if states.contains(S.STATE_CHECKED) != checked:
                problems.append("checked" if not checked else "not checked")
        if enabled is not None:
            for state, word in ((S.STATE_ENABLED, "enabled"), (S.STATE_SENSITIVE, "sensitive")):
                if states.contains(state) != enabled:
                    problems.append(word if not enabled else "not " + word)
        if problems:
            raise Failure(f"{step}: « {obj.name} » is " + ", ".join(problems))
        self.state_checks += 1

    def expect_told(self, pattern, since, step):
        """A notification matching `pattern` is given after the `since`-th (waits for it); it
        joins what Orca must be found to have spoken at the end."""
        found = lambda: any(re.match(pattern, t) for (_, t) in self.obs.notifications[since:])
        self.obs.wait_for(found, 10, f"{step}: a notification « {pattern} »")
        self.obs.settle(quiet=0.6)
        self.spoken.extend(t for (_, t) in self.obs.notifications[since:])

    def check_settings_states(self):
        step = "states (settings)"
        self.to_lobby(step)
        self.tab_to(r"^Réglages$", step)
        self.key("Return", step)
        self.check_tree(step)
        self.expect_state(r"^Réglages$", step, checked=True)       # the page shown
        self.expect_state(r"^Accueil$", step, checked=False)
        self.expect_state(r"^Français$", step, checked=True)       # the language chosen
        self.expect_state(r"^English$", step, checked=False)
        # Muted (the test's settings): the volume cannot be changed, and says so.
        self.expect_state(r"^Son$", step, checked=False)
        self.expect_state(r"^Volume −$", step, enabled=False)
        self.expect_state(r"^Volume \+$", step, enabled=False)
        self.tab_to(r"^Son$", step)
        self.key("Return", step)
        self.expect_state(r"^Son$", step, checked=True)
        self.expect_state(r"^Volume −$", step, enabled=True)
        # « Volume + » says the new volume (§4: the steppers said nothing).
        since = len(self.obs.notifications)
        self.tab_to(r"^Volume \+$", step)
        self.key("Return", step)
        self.expect_told(r"^Volume \d+ %$", since, f"{step}: « Volume + »")
        self.tab_to(r"^Son$", step)
        self.key("Return", step)
        self.expect_state(r"^Son$", step, checked=False)
        self.expect_state(r"^Volume −$", step, enabled=False)
        self.expect_state(r"^Mouvements réduits$", step, checked=not self.normal_motion)
        # The language by arrows, each said in the language chosen (§4: the switch was not
        # announced); back to French with Left.
        since = len(self.obs.notifications)
        self.tab_to(r"^Français$", step)
        self.key("Right", step)
        self.expect_state(r"^English$", step, checked=True)
        self.expect_told(r"^Language: English$", since, f"{step}: Right to English")
        since = len(self.obs.notifications)
        self.key("Left", step)
        self.expect_state(r"^Français$", step, checked=True)
        self.expect_told(r"^Langue : français$", since, f"{step}: Left to Français")
        # The rules: the game's tab is checked.
        self.tab_to(r"^Règles et chances$", step)
        self.key("Return", step)
        self.expect_state(r"^Règles et chances$", step, checked=True)
        self.expect_state(r"^Happy Dés$", step, checked=True)
        self.expect_state(r"^DÉDÉ$", step, checked=False)
        # The rules scroll by keyboard: the last lines come into view with End, go with Home.
        last = r"^J'arrête après l'étape 1[\s\u00a0]: "
        if self.showing_label(last):
            raise Failure(f"{step}: « {last} » shows before scrolling: the test needs a longer page")
        self.key("End", step)
        if not self.showing_label(last):
            raise Failure(f"{step}: End did not bring the end of the rules into view")
        self.key("Home", step)
        if self.showing_label(last):
            raise Failure(f"{step}: Home did not go back to the top of the rules")
        self.key("Page_Down", step)
        self.key("Down", step)
        self.key("Escape", step)

    def check_history(self):
        step = "history"
        self.to_lobby(step)
        self.tab_to(r"^Historique$", step)
        self.key("Return", step)
        # The list's current game has the focus, with its position.
        name = self.obs.focus_name()
        role = self.obs.focused.getRoleName()
        if role != "list item" or not re.search(r", 1 sur \d+$", name):
            raise Failure(f"{step}: the focus should be on the first game of the list with its position, "
                          f"it is on [{role} | {name}]")
        since = len(self.obs.notifications)
        self.key("Return", step)
        self.expect_state(r"^◀ Étape précédente$", step, enabled=False)
        self.expect_state(r"^Étape suivante ▶$", step, enabled=True)
        self.tab_to(r"^Étape suivante ▶$", step)
        self.key("Return", step)
        self.expect_state(r"^◀ Étape précédente$", step, enabled=True)
        told = [t for (_, t) in self.obs.notifications[since:]]
        if not any(re.match(r"^Étape 2 sur \d+ : ", t) for t in told):
            raise Failure(f"{step}: the replay's second step was not announced: {told!r}")
        self.spoken.extend(told)
        self.key("Escape", step)

    def check_tree(self, step):
        """Every object of the tree is its parent's child at the index it says: a screen reader
        walks the tree both ways (Orca drops a focus whose index is -1 as a "zombie")."""
        bad = []

        def walk(obj, depth):
            if depth > 40:
                return
            for i, child in enumerate(obj):
                if child is None:
                    continue
                try:
                    if child.getIndexInParent() != i or child.parent != obj:
                        bad.append(f"[{child.getRoleName()} | {child.name}] (index {child.getIndexInParent()}, "
                                   f"is {i})")
                except Exception:
                    continue
                walk(child, depth + 1)
        walk(self.app(), 0)
        if bad:
            raise Failure(f"{step}: {len(bad)} objects not where their parent has them, e.g. {bad[:3]}")
        self.state_checks += 1

    def check_low_balance(self):
        """A journal whose demo balance (1,50 €) is short of DÉDÉ's ticket (2,00 €) and of Happy
        Dés' 2 € stake: the screen says why « Jouez » cannot be pressed as it opens, the button
        is disabled; the 2 € stake chosen by the arrows says it, « Jouer » is disabled until
        1 € is chosen again. Each sentence must be found in Orca's log at the end."""
        step = "a balance of 1,50 €"
        short = money(150)
        since = len(self.obs.notifications)
        self.tab_to(r"^DÉDÉ$", step)
        self.key("Return", step)
        self.expect_told(rf"^Solde démo : {short}, moins que la mise de {money(200)}\.$", since,
                         f"{step}: DÉDÉ opened")
        self.expect_state(r"^Jouer?z?, ", step, enabled=False)
        print(f"  DÉDÉ with {short}: told « {self.obs.notifications[-1][1]} », « Jouez » disabled, "
              f"focus on « {self.obs.focus_name()} »", flush=True)
        self.key("Escape", f"{step}: Escape to the lobby")
        self.tab_to(r"^Happy Dés$", step)
        self.key("Return", step)
        self.expect_focus(r"^Jouer, ", f"{step}: Happy Dés opens on « Jouer » (1 € is paid for)")
        self.expect_state(r"^Jouer, ", step, enabled=True)
        self.tab_to(r"^1,00\u00a0€$", step)
        since = len(self.obs.notifications)
        self.key("Right", step)
        self.expect_state(r"^2,00\u00a0€$", step, checked=True)
        self.expect_told(rf"^Solde démo : {short}, moins que la mise de {money(200)}\. "
                         rf"Une mise de {money(100)} reste possible\.$", since, f"{step}: the 2 € stake")
        self.expect_state(r"^Jouer, ", step, enabled=False)
        self.key("Left", step)
        self.expect_state(r"^1,00\u00a0€$", step, checked=True)
        self.expect_state(r"^Jouer, ", step, enabled=True)
        print(f"  Happy Dés with {short}: the 2 € stake told « {self.spoken[-1]} », « Jouer » disabled "
              f"until 1 € again", flush=True)

    def to_lobby(self, step):
        if not re.match(r"(Happy Dés|DÉDÉ|Happy 2014)$", self.obs.focus_name()):
            self.key("Escape", f"{step}: Escape to the lobby")

    def last_game(self):
        with sqlite3.connect(f"file:{self.database}?mode=ro", uri=True) as db:
            row = db.execute("SELECT id, game, stake_cents, win_cents, finished FROM games ORDER BY id DESC LIMIT 1").fetchone()
            events = [json.loads(body) for (body,) in
                      db.execute("SELECT body FROM events WHERE game_id = ? ORDER BY seq", (row[0],))]
            balance = db.execute("SELECT balance_cents FROM wallet").fetchone()[0]
        return {"id": row[0], "game": row[1], "stake": row[2], "win": row[3], "finished": row[4],
                "events": events, "balance": balance}

    # The words of a Happy 2014 zone as the client says them (app/client/style/GameText.qml, zoneName and
    # symbolName), from the ticket as dealt (the journal's deal event).
    MONTHS = {"janvier": "Janvier", "fevrier": "Février", "mars": "Mars", "avril": "Avril", "mai": "Mai",
              "juin": "Juin", "juillet": "Juillet", "aout": "Août", "septembre": "Septembre",
              "octobre": "Octobre", "novembre": "Novembre", "decembre": "Décembre"}
    SYMBOLS = {"trefle": "trèfle", "coeur": "cœur", "carreau": "carreau", "pique": "pique", "etoile": "étoile",
               "lune": "lune", "soleil": "soleil", "couronne": "couronne", "diamant": "diamant",
               "fer-a-cheval": "fer à cheval", "cloche": "cloche", "fleur": "fleur", "cerise": "cerises"}

    def zone_words(self, zone, layout, what):
        """The whole announcement of an uncovered zone (app/client/game/scratch/ScratchZone.qml: its name, « : » and
        its content, as DedeTicket.qml and Happy2014Ticket.qml word it), from the ticket as dealt."""
        try:
            if zone.startswith("throw"):
                dice = layout["throws"][int(zone[5:]) - 1]["dice"]
                return f"Lancer {zone[5:]} : {dice[0]} et {dice[1]}"
            if zone.startswith("gain"):
                cents = layout["throws"][int(zone[4:]) - 1]["gain_cents"]
                return f"Gain du lancer {zone[4:]} : {money_short(cents)}"
            if zone == "bonus":
                return f"Bonus : {money_short(layout['bonus_cents'])}"
            month = next(entry for entry in layout["months"] if entry["month"] == zone)
            first, second = (self.SYMBOLS[symbol] for symbol in month["symbols"])
            return f"{self.MONTHS[zone]} : {first}, {second}, {money_short(month['amount_cents'])}"
        except (KeyError, IndexError, StopIteration, ValueError) as error:
            raise Failure(f"{what}: zone « {zone} » is not in the dealt ticket as this test reads it "
                          f"({error!r}): {layout!r}")

    @staticmethod
    def figure_name(faces):
        """The figure five dice make, in the screen's words (engine/src/happydes/tables.cpp,
        classifyFigure; app/client/style/GameText.qml, figureName)."""
        most = max(faces.count(f) for f in set(faces))
        if most == 5:
            return "Cinq dés identiques"
        if most == 4:
            return "Carré"
        if most == 1 and (1 not in faces or 6 not in faces):
            return "Suite"
        if most == 3:
            return "Brelan"
        return "Aucune figure"

    def check_spoken(self, game, sentences, what):
        """Each outcome of the game, from its journal, is in the notifications of its play, once:
        each die and zone as it is shown (with Cumul's score and the Figures figure); the zones
        an automatic reveal of Happy 2014 uncovered as one summary of those that pay; the result
        and the balance at the end."""
        text = " | ".join(sentences)
        expected = []
        zones = []
        summarised = []  # zones uncovered by Happy 2014's automatic reveal
        automatic = False
        layout = None
        universe = None
        faces = []  # the dice of the universe since its start or Cumul's last re-throw
        events = game["events"]
        for i, ev in enumerate(events):
            kind = ev.get("type")
            if kind == "stage1_roll":
                expected.append(f"Le dé donne {ev['face']}")
            elif kind == "universe":
                universe = ev.get("universe")
            elif kind == "cumul_rethrow":
                faces = []
            elif kind == "die":
                faces.append(ev["face"])
                die = f"Dé {ev['die']} : {ev['face']}."
                following = events[i + 1].get("type") if i + 1 < len(events) else None
                if universe == "cumul" and following != "cumul_rethrow":
                    # Cumul's running score, said with each die (HappyDesScreen.tellShown; not
                    # with a 27's last die, whose re-throw says the score).
                    expected.append(f"{die} Score : {sum(faces)}.")
                elif universe == "figures" and len(faces) == 5:
                    # The figure, once the five dice have landed (the engine's classifyFigure).
                    expected.append(f"{die} Figure : {self.figure_name(faces)}.")
                else:
                    expected.append(die)
            elif kind == "identiques_throw":
                f = ev["faces"]
                expected.append(f"Lancer {ev['throw']} : {f[0]}, {f[1]}, {f[2]}.")
            elif kind == "deal":
                layout = ev.get("layout")
            elif kind == "auto":
                automatic = True
            elif kind == "reveal":
                if layout is None:
                    raise Failure(f"{what}: a zone uncovered before the ticket was dealt: {game['events']!r}")
                words = self.zone_words(ev["zone"], layout, what)
                (summarised if automatic and "months" in layout else zones).append(words)
        if not game["finished"]:
            raise Failure(f"{what}: game {game['id']} is not finished in the journal")
        net = game["win"] > game["stake"]
        result = (f"Gagné : {money(game['win'])}" if net else
                  f"Gain : {money(game['win'])}" if game["win"] > 0 else "Pas de gain")
        expected.append(result)
        expected.append(f"Solde démo : {money(game['balance'])}.")
        summary = None
        if summarised:
            # Happy 2014's automatic reveal: « Tout est découvert. », with the zones that pay in
            # the ticket's order (app/client/game/scratch/Happy2014Ticket.qml, autoSummary).
            order = [entry["month"] for entry in layout["months"]] + ["bonus"]
            finished = next(ev for ev in game["events"] if ev.get("type") == "finished")
            paying = sorted(finished.get("winning_zones", []), key=order.index)
            summary = "Tout est découvert." + (
                " Cases gagnantes : " + " ; ".join(self.zone_words(z, layout, what) for z in paying) + "."
                if paying else "")
            expected.append(summary)
        missing = [e for e in expected if e not in text]
        if missing:
            raise Failure(f"{what}: not announced: {missing!r}; announced: {sentences!r}")
        if summary is not None:
            # No zone of the automatic reveal told one by one besides.
            rest = text.replace(summary, "", 1)
            one_by_one = [words for words in summarised if words in rest]
            if one_by_one:
                raise Failure(f"{what}: zones of the automatic reveal told one by one: {one_by_one!r}; "
                              f"announced: {sentences!r}")
        # Every zone uncovered, in its whole words, once: a message of its own within a
        # notification (the messages of one moment are joined by a space, app/client/presentation/Announcer.qml).
        wrong = []
        for words in zones:
            said = sum(len(re.findall(r"(?:^| )" + re.escape(words) + r"(?= |$)", s)) for s in sentences)
            if said != 1:
                wrong.append(f"« {words} » said {said} times")
        if wrong:
            raise Failure(f"{what}: {len(zones)} zones uncovered; not each announced once in its whole words: "
                          f"{wrong}; announced: {sentences!r}")
        return expected + zones

    def record(self, kind, how, since):
        sentences = [text for (t, text) in self.obs.notifications[since:]]
        game = self.last_game()
        self.check_spoken(game, sentences, f"{kind} ({how})")
        self.games.append((kind, how, game["id"], sentences))
        self.spoken.extend(sentences)
        print(f"  {kind} ({how}): game {game['id']}, win {money(game['win'])}, "
              f"{len(sentences)} announcements, last: « {sentences[-1] if sentences else ''} »", flush=True)
        return game

    # Happy Dés: from its tile to the end of one game, by the strategy asked; returns the
    # strategy it could play ("loss" when stage 1 was lost).
    def happy_des(self, strategy, first):
        step = f"Happy Dés ({strategy})"
        since = len(self.obs.notifications)
        if first:
            self.to_lobby(step)
            self.tab_to(r"^Happy Dés$", step)
            self.key("Return", step)
            self.expect_focus(r"^Jouer, ", f"{step}: the screen opens on « Jouer »")
            self.check_tree(step)
            self.expect_state(r"^1,00\u00a0€$", step, checked=True)    # the stake chosen
            self.expect_state(r"^2,00\u00a0€$", step, checked=False)
            self.key("Return", step)
        else:
            # The result keeps the focus; « Rejouer » is the player's to reach.
            self.expect_focus(RESULT, f"{step}: the result after the last game")
            self.tab_to(r"^Rejouer", step)
            self.back_and_forth("the result", RESULT, r"^Rejouer", step)
            self.key("Return", step)
        played = strategy
        path_from = len(self.obs.focus_path)
        for _ in range(200 if self.normal_motion else 80):
            name = self.obs.focus_name()
            if re.match(RESULT, name):
                break
            if name.startswith("J'arrête"):
                if self.reviews == 0:
                    self.check_decision_review(step)
                if strategy == "stop":
                    self.key("Return", step)
                else:
                    self.key("Tab", step)
                    self.expect_focus(r"^Je continue", step)
                    self.back_and_forth("the decision", r"^J'arrête", r"^Je continue", step)
                    self.key("Return", step)
                    self.expect_focus(r"^Happy Cumul", f"{step}: the first universe after « Je continue »")
                continue
            if name.startswith("Happy Cumul"):
                want = {"cumul": r"^Happy Cumul", "figures": r"^Happy Figures",
                        "identiques": r"^Happy Identiques"}[strategy]
                self.tab_to(want, step)
                if strategy == "identiques":
                    self.back_and_forth("the universes", r"^Happy Figures", r"^Happy Identiques", step)
                self.key("Return", step)
                continue
            # Anything else: the control the game waits for must have the focus (the die of
            # stage 1, the next die, « Lancez vos dés »), never a header button or nothing.
            # With the animations on, a die keeps the focus while it rolls and lands.
            ready = r"^(Dé de l'étape 1 : (à lancer|\d, à relancer)|dé \d sur \d : à lancer|Lancez vos dés)"
            if not re.match(ready if not self.normal_motion else self.GAME_CONTROLS, name):
                raise Failure(f"{step}: the focus should be on the control the game waits for, it is on « {name} »")
            if name.startswith("dé ") or name.startswith("Dé "):
                # A die is a button, thrown or not: said as one, never as a picture. (Its role
                # and name read from the object at once: the focus may have gone on meanwhile.)
                try:
                    obj = self.obs.focused
                    now, role = obj.name, obj.getRoleName()
                except Exception:
                    now, role = "", ""
                if now.lower().startswith("dé ") and role != "push button":
                    raise Failure(f"{step}: the die « {now} » is a [{role}] to a screen reader, not a push button")
            if self.normal_motion and not re.match(ready, name):
                self.obs.pump(0.2)  # a die in the air: its reveal goes on
                continue
            if re.match(r"^dé 4 sur 7 : à lancer", name):
                self.check_universe_review("cumul", step)  # three dice thrown: a score
            self.key("Return", step)
            if self.normal_motion and re.match(r"^(Dé de l'étape 1|dé \d sur \d)", name):
                # Enter again while the die rolls: refused (« Un instant… »), the game goes on.
                self.obs.pump(0.25)
                self.key_now("Return")
                self.obs.settle(quiet=0.6)
        else:
            raise Failure(f"{step}: the game did not end (focus « {self.obs.focus_name()} »)")
        self.obs.settle(quiet=1.2)
        # The end of a game, won or lost: the focus on its result, not on a control that
        # would start the next one (docs/player-protection.md).
        self.expect_focus(RESULT, f"{step}: the end of the game")
        self.check_focus_path(path_from, step)
        game = self.record("Happy Dés", strategy, since)
        kinds = {ev.get("type") for ev in game["events"]}
        universe = next((ev["universe"] for ev in game["events"] if ev.get("type") == "universe"), None)
        if universe == "figures":
            self.check_universe_review("figures", step)  # the five dice landed: the figure
        if "stop" in kinds:
            played = "stop"
        elif universe is not None:
            played = universe
        else:
            played = "loss"
        return played

    def scratch(self, title, how, first):
        step = f"{title} ({how})"
        since = len(self.obs.notifications)
        if first:
            self.to_lobby(step)
            self.tab_to(rf"^{title}$", step)
            self.key("Return", step)
            # The block is prepared, then « Jouez » takes the focus.
            self.obs.wait_for(lambda: re.match(r"^Jouer?z?, ", self.obs.focus_name()), 60,
                              f"{step}: the focus on « Jouez » / « Jouer »")
        else:
            # The last ticket's result keeps the focus; « Jouez » is the player's to reach.
            self.expect_focus(RESULT, f"{step}: the result of the last ticket")
            self.tab_to(r"^Jouer?z?, ", step)
        self.expect_focus(r"^Jouer?z?, ", step)
        if title == "DÉDÉ" and first:
            # The artworks (one radio group) come before « Jouez », as they are laid out.
            self.back_and_forth("DÉDÉ's artworks", r"^Ticket .*, choisi$", r"^Jouer?z?, ", step)
        if how == "auto":
            self.key("Tab", step)
            self.expect_focus(r"^Auto, ", step)
            path_from = len(self.obs.focus_path)
            self.key("Return", step)
            if self.normal_motion:
                # Enter again while the covers lift one after another: refused by a zone (its
                # sign), never a way out of the game or a second ticket.
                for _ in range(3):
                    self.obs.pump(0.4)
                    self.key_now("Return")
            self.obs.wait_for(lambda: re.match(RESULT, self.obs.focus_name()), 60,
                              f"{step}: the focus on the result at the end of « Auto »")
            self.obs.settle(quiet=1.2)
            self.check_focus_path(path_from, step)
        else:
            path_from = len(self.obs.focus_path)
            self.key("Return", step)
            self.expect_focus(r"à gratter$", f"{step}: the first zone after « Jouez »")
            if title == "DÉDÉ" and first:
                self.check_no_reveal_by_itself(step)
            for _ in range(300 if self.normal_motion else 30):
                name = self.obs.focus_name()
                if re.match(RESULT, name):
                    break
                if self.normal_motion and re.match(self.ZONE, name) and not name.endswith("à gratter"):
                    self.obs.pump(0.2)  # the zone just uncovered: its cover lifts
                    continue
                if not name.endswith("à gratter"):
                    raise Failure(f"{step}: the focus should be on a zone to scratch or the result, it is on « {name} »")
                self.key("Return", step)
                if self.normal_motion:
                    # Enter again while the cover lifts: on the next zone, or refused.
                    self.key_now("Return")
                    self.obs.settle(quiet=0.6)
            else:
                raise Failure(f"{step}: the ticket did not end")
            self.obs.settle(quiet=1.2)
            self.expect_focus(RESULT, f"{step}: the end of the ticket")
            self.check_focus_path(path_from, step)
        self.obs.settle(quiet=1.2)
        self.record(title, how, since)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--client", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--orca", action="store_true", help="also run Orca and check its speech log")
    parser.add_argument("--only", choices=["happy-des", "dede", "happy-2014"], action="append")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--cli", help="instants-cli: also play on a journal whose balance is short of the "
                                      "stakes (made with its drive command), after the games")
    parser.add_argument("--motion", choices=["reduced", "normal"], default="reduced",
                        help="reduced: every reveal at once; normal: the animations as people have them, "
                             "with keys pressed in the middle of them")
    args = parser.parse_args()
    args.work = os.path.abspath(args.work)
    os.makedirs(args.work, exist_ok=True)
    status = run_in_private_session(args.work)
    if status is not None:
        return status
    database = os.path.join(args.work, "journal.db")
    settings = os.path.join(args.work, "settings.ini")
    # A fresh journal: with its companions of an earlier run (write-ahead log, blocks) it
    # would read as damaged.
    for path in (database, database + "-wal", database + "-shm", database + ".lock", settings):
        if os.path.exists(path):
            os.remove(path)
    shutil.rmtree(database + ".blocks", ignore_errors=True)
    # Reduced motion: every reveal at once; normal motion: the dice roll, the covers lift, the
    # wins are celebrated, and keys are pressed in the middle of it all.
    with open(settings, "w") as ini:
        reduced = "true" if args.motion == "reduced" else "false"
        ini.write(f"[player]\nreduced_motion={reduced}\nmuted=true\nlanguage=fr\n"
                  f"auto_reveal=true\nauto_reveal_seconds={AUTO_REVEAL_SECONDS}\n")

    stack = Stack(args)
    try:
        stack.start_xvfb()
        stack.start_bus()
        import pyatspi  # after the bus: it connects on import
        from gi.repository import GLib
        observer = Observer(pyatspi, GLib)
        if args.orca:
            orca_pid = stack.start_orca()
            observer.wait_for(stack.orca_ready, 30, "Orca listening to the accessibility bus")
            observer.wait_for(lambda: any(app is not None and app.get_process_id() == orca_pid
                                          for app in pyatspi.Registry.getDesktop(0)),
                              30, "Orca on the accessibility bus")
        client = stack.start_client(database, settings, args.seed)
        observer.wait_for(lambda: observer.focused is not None, 60, "the client's first focus")
        observer.settle()
        player = Player(args, stack, observer, database)
        player.obs.check_focus("start")
        print(f"start: focus on « {observer.focus_name()} »", flush=True)
        only = args.only or ["happy-des", "dede", "happy-2014"]
        player.check_settings_states()
        if "happy-des" in only:
            wanted = ["stop", "cumul", "figures", "identiques"]
            played = set()
            first = True
            for attempt in range(24):
                remaining = [s for s in wanted if s not in played]
                if not remaining:
                    break
                got = player.happy_des(remaining[0], first)
                first = False
                played.add(got)
            missing = [s for s in wanted if s not in played]
            if missing:
                raise Failure(f"Happy Dés: strategies not reached in 24 games: {missing}")
        for kind, title in (("dede", "DÉDÉ"), ("happy-2014", "Happy 2014")):
            if kind in only:
                player.scratch(title, "zones", True)
                player.scratch(title, "auto", False)
        player.check_history()
        if client.poll() is not None:
            raise Failure(f"the client stopped (status {client.returncode})")
        low_balance = False
        if args.cli:
            # The same settings, a journal of 1,50 €: the client ended, another started on it.
            client.terminate()
            client.wait(timeout=30)
            short = os.path.join(args.work, "short.db")
            for path in (short, short + "-wal", short + "-shm", short + ".lock"):
                if os.path.exists(path):
                    os.remove(path)
            subprocess.run([args.cli, "drive", "--db", short, "--seed", str(args.seed),
                            "--initial-balance-cents", "150"], stdin=subprocess.DEVNULL, check=True,
                           stdout=subprocess.DEVNULL)
            client = stack.start_client(short, settings, args.seed)
            observer.wait_for(lambda: observer.focus_name() == "Happy Dés", 60,
                              "the second client's first focus")
            observer.settle()
            player.check_low_balance()
            low_balance = True
            if client.poll() is not None:
                raise Failure(f"the client stopped (status {client.returncode})")
        print(f"{len(player.games)} games ({args.motion} motion), {player.steps} key presses, focus checked after "
              f"each, {player.keys_mid_reveal} more in the middle of a reveal, {player.focus_checks} focus moves "
              f"checked, {player.state_checks} states checked, {len(player.spoken)} announcements, "
              f"{player.reviews} flat review(s) of the decision, of the universes: "
              f"{', '.join(sorted(player.universe_reviews)) or 'none'}; Shift+Tab and back at "
              f"{len(player.shift_tab_paths)} places ({', '.join(player.shift_tab_paths)}); "
              f"{'a balance short of the stakes' if low_balance else 'no short balance (no --cli)'}", flush=True)
        if args.orca and "happy-des" in only and player.reviews == 0:
            raise Failure("the decision screen was never reviewed with Orca's flat review")
        if args.orca:
            orca = OrcaLog(stack.stop_orca())
            spoken = orca.spoken
            failures = []
            # Every announcement is spoken. The only excuse is one Orca's log gives for that very
            # notification: its own queue policy, when the client's events outrun it (a screen
            # that opens sends a burst of events: a notification queued in it is pruned).
            unheard = [s for s in player.spoken if not any(s in line for line in spoken)]
            excused = []
            for sentence in unheard:
                reason = orca.why_unsaid("notification", lambda name: name == sentence)
                if reason is None:
                    failures.append(f"Orca did not speak « {sentence} », and its log gives no reason")
                else:
                    excused.append(f"« {sentence} »: {reason}")
            # Every control a key was pressed on was said (its name when it took the focus).
            # (A die keeps Orca's attention from throw to throw: Orca says it once, by its label,
            # and each throw's outcome is in the announcements checked above.) The same excuse
            # only: Orca skipped or pruned that control's focus event, as its log says.
            unsaid = sorted(n for n in observer.focus_names
                            if n and not any(line.startswith(n.split(" : ")[0]) for line in spoken))
            for control in unsaid:
                label = control.split(" : ")[0]
                reason = orca.why_unsaid("focus", lambda name: name.split(" : ")[0] == label)
                if reason is None:
                    failures.append(f"Orca did not say the control « {control} » a key was pressed on, "
                                    f"and its log gives no reason")
                else:
                    excused.append(f"control « {control} »: {reason}")
            for line in excused:
                print(f"Orca's own queue policy: {line}", flush=True)
            if failures:
                raise Failure("; ".join(failures))
            print(f"Orca: {len(spoken)} speech lines; {len(player.spoken) - len(unheard)} of the "
                  f"{len(player.spoken)} announcements among them, and "
                  f"{len(observer.focus_names) - len(unsaid)} of the {len(observer.focus_names)} controls keys "
                  f"were pressed on; {len(excused)} unspoken for a reason in Orca's log", flush=True)
            with open(os.path.join(args.work, "orca-speech.txt"), "w", encoding="utf-8") as out:
                out.write("\n".join(spoken) + "\n")
        print("PASS", flush=True)
        return 0
    except Failure as failure:
        print(f"FAIL: {failure}", file=sys.stderr, flush=True)
        return 1
    finally:
        stack.stop()


if __name__ == "__main__":
    sys.exit(main())
