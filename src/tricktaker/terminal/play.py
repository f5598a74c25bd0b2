"""``tricktaker play``: a person plays one seat in the terminal, bots play the others.

Each turn shows the game's table (from its :attr:`~tricktaker.Game.describe`), the trick so
far and the hand (in the game's order: bridge's spades first), the cards that may be played
marked under it; a move is read by :func:`~tricktaker.terminal.moves.read_move` and applied to
the state, so a move the rules forbid is answered with the library's own message and asked
again. Several moves of one choice may be typed on one line (Hearts' three cards to pass:
``ks js qd``). At the prompt, ``?`` lists the legal moves, ``help`` the commands, ``rules`` the
rules as configured, ``score`` the score sheet so far, and ``undo`` takes back the person's
last move (and the bots' moves after it); ``quit`` asks, then ends the game, and so do the end
of input (Ctrl-D) and Ctrl-C, without asking; the game's record is saved (with ``--save``)
however it ends, and ``tricktaker play --resume FILE`` goes on with it. On a terminal, lines
are read with ``readline`` where the platform has it: the arrow keys edit the line and go
through the lines typed before. Everything that happens is printed as the seat may see it, in
the game's words (bridge's North, East, South and West); the game's score sheet and a table
of the final standing close the game.
"""

from __future__ import annotations

import secrets
import sys
from collections.abc import Sequence
from typing import Any, TextIO

import attrs

from tricktaker.actions import Play
from tricktaker.cards import Card, Suit
from tricktaker.errors import CardParseError, IllegalActionError, TricktakerError
from tricktaker.events import Event, GameOver
from tricktaker.games import AnyGame, Bot, GameState, SeatView, decider_of
from tricktaker.records import GameRecord
from tricktaker.serialize import to_json
from tricktaker.simulation import bot_seed
from tricktaker.terminal.interrupt import INTERRUPTED, interrupts_ignored
from tricktaker.terminal.moves import MoveError, read_move, shown_forms
from tricktaker.terminal.options import rules_line
from tricktaker.terminal.style import Style
from tricktaker.tricks import trick_seats
from tricktaker.words import Teller

__all__ = ["play"]

_QUIT = frozenset({"quit", "exit"})
_MOVES = frozenset({"?", "moves"})
_BACK = frozenset({"", "cancel", "back"})

COMMANDS = (
    ("?", "list your legal moves"),
    ("help", "this list"),
    ("rules", "the rules of this game, as configured"),
    ("score", "the score sheet so far"),
    ("undo", "take back your last move, and the bots' moves after it"),
    ("quit", "end the game, once you say yes (Ctrl-D and Ctrl-C end it at once)"),
)
"""What may be typed at a prompt besides a move, and what it does."""


class _Quit(Exception):
    """The person ended the game (``quit``, or the end of input)."""


class _Undo(Exception):
    """The person asked to take back their last move."""


@attrs.frozen
class _Decision:
    """Where the game stood when the person was to decide: what ``undo`` goes back to."""

    state: Any
    actions: int  # how many actions had been played
    sheet: int  # how many rows the score sheet had


class TerminalGame:
    """One game between a person at ``seat`` and ``bots`` in the other seats."""

    def __init__(
        self,
        game: AnyGame,
        rules: Any,
        *,
        seat: int,
        seed: int,
        bots: dict[int, Bot[Any, Any]],
        names: Sequence[str],
        out: TextIO,
        stdin: TextIO,
        style: Style,
        save: str | None = None,
        actions: Sequence[Any] = (),
    ) -> None:
        self.game = game
        self.rules = rules
        self.seat = seat
        self.seed = seed
        self.bots = bots
        self.names = list(names)
        self.out = out
        self.stdin = stdin
        self.style = style
        self.save_to = save
        self.resumed = tuple(actions)  # a saved game's actions, replayed first
        self.actions: list[Any] = []
        self.header: list[str] = []
        self.sheet: list[str] = []
        self.explained: set[str] = set()  # the prompts whose moves have been explained
        self.decisions: list[_Decision] = []  # the person's decisions so far, for undo
        self.words = game.words
        self.tell = Teller(game.words, reader=seat, rules=rules)  # the game's words, "you"
        self.interactive = _interactive(stdin, out)

    def seat_name(self, seat: int) -> str:
        """A seat as the game names it: "North" in bridge, "seat 2" elsewhere."""
        return Teller(self.words).seat(seat)

    def say(self, text: str = "") -> None:
        """Print ``text``, its red suits coloured."""
        print(self.style.cards(text), file=self.out)

    def run(self) -> int:
        """Play to the end, or until the person quits (status 0) or presses Ctrl-C (130)."""
        state: GameState[Any, SeatView[Any]]
        state, opening = self.game.start(self.rules, seed=self.seed)
        others = ", ".join(
            f"{self.seat_name(seat)} {name}"
            for seat, name in enumerate(self.names)
            if seat != self.seat
        )
        self.say(
            f"{self.game.title}, seed {self.seed}: you are {self.seat_name(self.seat)}; "
            f"{others}.\n"
            "Type your move at each prompt; ? lists your moves, help the other commands; quit, "
            "Ctrl-D or Ctrl-C ends the game."
        )
        try:
            self.show(opening, opening=True)
            state = self.resume(state)
            while state.to_act is not None:
                actor = decider_of(state)  # the declarer plays the dummy's cards
                assert actor is not None
                if actor == self.seat:
                    self.decisions.append(_Decision(state, len(self.actions), len(self.sheet)))
                    try:
                        actions = self.turn(state)
                    except _Undo:
                        state = self.undo()
                        continue
                else:
                    actions = (self.bots[actor].choose(state.view(actor)),)
                for action in actions:
                    state, events = state.apply(action)
                    self.actions.append(action)
                    self.show(events)
        except _Quit:
            self.say("\nYou left the game. Scores so far:")
            self.standings(state)
            self.save()
            return 0
        except KeyboardInterrupt:
            with interrupts_ignored():  # a second Ctrl-C cannot stop the save half-way
                self.say("\nInterrupted. Scores so far:")
                self.standings(state)
                self.save(interrupted=True)
            return INTERRUPTED
        self.say("\nScore sheet")
        for line in (*self.header, *self.sheet):
            self.say(line)
        self.say("\nFinal scores")
        self.standings(state)
        self.save()
        return 0

    def resume(self, state: Any) -> Any:
        """Replay a saved game's actions (``--resume``) from ``state``, its first; the state
        they lead to. What happened is shown as it happened; each of the person's decisions
        on the way can be undone."""
        if not self.resumed:
            return state
        for action in self.resumed:
            if decider_of(state) == self.seat:
                self.decisions.append(_Decision(state, len(self.actions), len(self.sheet)))
            state, events = state.apply(action)  # a record read back: replay_steps checked it
            self.actions.append(action)
            self.show(events)
        self.say(f"\nResumed after {len(self.resumed)} moves of the saved game.")
        return state

    def undo(self) -> Any:
        """Go back to the person's previous decision; its state. The record and the score
        sheet forget what came after it; the bots will choose again from there."""
        self.decisions.pop()  # the decision being made now
        back = self.decisions.pop()  # asked again when the loop comes back to it
        undone = len(self.actions) - back.actions
        del self.actions[back.actions :]
        del self.sheet[back.sheet :]
        after = undone - 1
        self.say(
            f"\nUndone: your last move and the {after} move{'s' * (after != 1)} after it; "
            "your move again."
        )
        return back.state

    def save(self, *, interrupted: bool = False) -> None:
        """Write the game's record, if asked to, for ``tricktaker replay``; say where."""
        if self.save_to is None:
            return
        record = GameRecord(
            game=self.game.name, rules=self.rules, seed=self.seed, actions=tuple(self.actions)
        )
        try:
            with open(self.save_to, "w", encoding="utf-8") as file:
                file.write(to_json(record) + "\n")
        except OSError as error:
            raise TricktakerError(f"cannot save the game to {self.save_to}: {error}") from None
        if interrupted:
            self.say(
                f"The game's record, its {len(self.actions)} actions up to the interrupt, is "
                f"saved in {self.save_to}; tricktaker replay {self.save_to} shows it."
            )
        else:
            self.say(f"The game's record is saved in {self.save_to}.")

    def show(self, events: Sequence[Event], *, opening: bool = False) -> None:
        """Print each event as this seat may see it. After a round or hand is scored, print
        the score sheet's header and its new row (the game's narration of the events); of
        the header, the opening shows only its first line (the rules), since the sheet has
        no row yet. The game's end is printed once, in the game's own words. A narration that
        is only the event's own text (a game without a score sheet of its own: its deals and
        their scores) was just told in this seat's words: it goes on the sheet unprinted."""
        for event in events:
            line = self.game.narrate(event, self.rules)
            if isinstance(event, GameOver):
                self.say(self.words.tell(event, self.tell) if line is None else line)
                continue
            form = event.for_seat(self.seat)
            if not self.words.quiet(form):  # another seat's hidden pass tells nothing
                self.say(self.words.tell(form, self.tell))
            if line is None:
                continue
            if line == str(event):
                self.sheet.append(line)
                continue
            if opening:
                self.header.append(line)
                self.say(line.splitlines()[0])
                continue
            self.sheet.append(line)
            self.say()
            for text in (*self.header, line):
                self.say(text)

    def turn(self, state: GameState[Any, SeatView[Any]]) -> tuple[Any, ...]:
        """Show this seat's table and read moves until one is legal; that move, or the
        moves typed together on one line (Hearts' three cards to pass)."""
        view = state.view(self.seat)
        self.say()
        self.say(self.style.bold(f"Your turn, {self.seat_name(self.seat)}"))
        labels = ["you" if seat == self.seat else name for seat, name in enumerate(self.names)]
        if self.game.describe is not None:
            for line in self.game.describe(view, labels):
                self.say(line)
        else:
            self.say("Scores: " + ", ".join(map(str, view.scores)))
        legal = view.legal_actions()
        said = self.said(legal)
        if view.trick or any(isinstance(action, Play) for action in legal):
            self.say("Trick: " + self.trick_text(view))
        hand = view.hand
        playing = view.to_act
        shown = getattr(view, "shown_hands", ())
        if playing is not None and playing != self.seat and playing < len(shown) and shown[playing]:
            # this seat plays a shown hand for another seat (bridge's declarer, the dummy's)
            self.say("Yours:  " + " ".join(map(str, self.words.sort_in(view, view.hand))))
            hand = shown[playing]
            self.say(f"Playing for {self.seat_name(playing)}, from the hand shown to all:")
        hand = self.words.sort_in(view, hand)
        prompt = self.words.prompt(view, self.tell)
        if prompt:
            self.say(prompt[:1].upper() + prompt[1:] + ":")
        self.say("Hand:  " + " ".join(map(str, hand)))
        marks = self.playable_marks(hand, legal)
        if marks:
            self.say("       " + marks)
        name = str(view.phase.value).replace("_", " ")
        if name not in self.explained:
            self.explained.add(name)
            examples = " or ".join(dict.fromkeys(shown_forms(legal[:2], said)))
            marked = "^ marks the cards you may play; " if marks else ""
            self.say(f"({name}: {marked}type a move such as {examples}; ? lists them all)")
        while True:
            text = self.ask(name + "> ")
            command = text.lower()
            if command in _MOVES:
                self.say("Your moves: " + ", ".join(shown_forms(legal, said)))
                continue
            if command in ("help", "rules", "score", "undo"):
                getattr(self, "command_" + command)()
                continue
            if command == "q":  # a queen without its suit, or quit cut short: neither
                self.say("  q is not a move: type a card such as qs, or quit to leave the game")
                continue
            try:
                action = read_move(text, legal, hand, said)
                if self.names_a_suit(action, legal):
                    action = self.ask_suit(state, action, legal)
                    if action is None:
                        continue
                state.apply(action)  # the rules' own check, and their message if it fails
            except (MoveError, IllegalActionError) as error:
                several = self.several(state, text)
                if several is None:  # one word: its own refusal
                    self.say(f"  {error}")
                elif several:
                    return several
                continue
            return (action,)

    def several(self, state: Any, text: str) -> tuple[Any, ...] | None:
        """The moves of ``text`` read one after another, each from the state the one before
        leaves, where the person decides each (Hearts' three cards to pass, ``ks js qd``);
        None if ``text`` is one word, none if one of them is not such a move (whose refusal
        is then said)."""
        words = text.replace(",", " ").split()
        if len(words) < 2:
            return None
        moves: list[Any] = []
        for word in words:
            if decider_of(state) != self.seat:
                self.say(f"  {word}: after {' '.join(words[: len(moves)])} it is not your move")
                return ()
            view = state.view(self.seat)
            legal = view.legal_actions()
            try:
                action = read_move(word, legal, view.hand, self.said(legal))
                state, _ = state.apply(action)
            except (MoveError, IllegalActionError) as error:
                self.say(f"  {word}: {error}")
                return ()
            moves.append(action)
        return tuple(moves)

    def said(self, legal: Sequence[Any]) -> tuple[str | None, ...]:
        """The ``legal`` moves in the game's words, as the web page shows them (Skat's "pick
        up the skat", Spades' "nil"); None where the game has none of its own."""
        return tuple(self.words.action(action, self.tell) for action in legal)

    def command_help(self) -> None:
        """``help``: what may be typed."""
        self.say("Type a move, or one of these:")
        for word, meaning in COMMANDS:
            self.say(f"  {word:<6} {meaning}")

    def command_rules(self) -> None:
        """``rules``: the table's rules in a few lines: the game in a line, then each
        option's value."""
        summary = self.words.summary(self.rules, Teller(self.words))
        self.say(f"{self.game.title}: {summary}.")
        for line in rules_line(self.rules):
            self.say(line)
        self.say(f"(tricktaker play {self.game.name} --help says what each option does)")

    def command_score(self) -> None:
        """``score``: the score sheet so far (its title alone before anything is scored)."""
        self.say("Score sheet so far")
        if not self.sheet:  # the title only, as at the opening: no columns without a row
            for line in self.header:
                self.say(line.splitlines()[0])
            self.say("(nothing scored yet)")
            return
        for line in (*self.header, *self.sheet):
            self.say(line)

    def command_undo(self) -> None:
        """``undo``: back to the person's previous decision, if there is one."""
        if len(self.decisions) < 2:
            self.say("  nothing to undo: this is your first move")
            return
        raise _Undo

    @staticmethod
    def playable_marks(hand: Sequence[Card], legal: Sequence[Any]) -> str:
        """A line of ``^`` under the cards of ``hand`` that may be played, as the hand line
        prints them; empty when no card may be (a bid is asked for)."""
        playable = {action.card for action in legal if isinstance(action, Play)}
        if not playable:
            return ""
        marks = [("^" if card in playable else " ") * len(str(card)) for card in hand]
        return " ".join(marks).rstrip()

    @staticmethod
    def names_a_suit(action: Any, legal: Sequence[Any]) -> bool:
        """Whether ``action`` is a card typed alone that, led, names a suit (a Szaman Joker)."""
        return (
            isinstance(action, Play)
            and action.suit is None
            and any(
                isinstance(option, Play) and option.suit is not None and option.card is action.card
                for option in legal
            )
        )

    def ask_suit(
        self, state: GameState[Any, Any], action: Play, legal: Sequence[Any]
    ) -> Any | None:
        """Ask which suit the led ``action`` names until the answer is one it may name; None
        if the person goes back (an empty line or ``cancel``) to choose another move."""
        named = " or ".join(
            str(option.suit)
            for option in legal
            if isinstance(option, Play) and option.suit is not None and option.card is action.card
        )
        while True:
            answer = self.ask(f"{action.card} leads {named}> ", allow_empty=True)
            if answer.lower() in _BACK:
                return None
            try:
                suit = Suit.parse(answer.split()[-1] if answer.split() else answer)
            except CardParseError:
                self.say(
                    f"  {answer!r} is not a suit: {action.card} leads {named} (type the symbol "
                    "or its letter), or an empty line chooses another move"
                )
                continue
            chosen = Play(action.card, suit=suit)
            try:
                state.apply(chosen)
            except IllegalActionError as error:
                self.say(f"  {error}; type {named}, or an empty line to choose another move")
                continue
            return chosen

    def ask(self, prompt: str, *, allow_empty: bool = False) -> str:
        """The next line typed, stripped (empty lines are asked again unless
        ``allow_empty``); raises :class:`_Quit` at the end of input, or on ``quit`` once the
        person says yes."""
        while True:
            line = self.read_line(prompt)
            if not line:
                self.out.write("\n")
                raise _Quit
            text = line.strip()
            if text.lower() in _QUIT:
                answer = self.read_line("Leave the game? (y/n) ")
                if not answer or answer.strip().lower() in ("y", "yes"):
                    raise _Quit
                continue
            if text or allow_empty:
                return text

    def read_line(self, prompt: str) -> str:
        """A line typed after ``prompt``, with its newline ("" at the end of input): on a
        terminal through ``readline`` (the arrow keys edit the line and recall earlier ones)
        where the platform has it."""
        if self.interactive:
            try:
                return input(prompt) + "\n"
            except EOFError:
                return ""
        self.out.write(prompt)
        self.out.flush()
        return self.stdin.readline()

    def trick_text(self, view: SeatView[Any]) -> str:
        """The cards of the trick so far, each with its seat."""
        if not view.trick:
            return "(you lead)"
        seats = trick_seats(view.leader, len(view.trick), len(self.names))
        return ", ".join(
            f"{card} ({self.seat_name(seat)})" for card, seat in zip(view.trick, seats, strict=True)
        )

    def standings(self, state: GameState[Any, Any]) -> None:
        """A table of the totals, best first as the game's scores run (Hearts' lowest first),
        the winners marked once the game is over."""
        places = self.words.places(self.rules, state.scores)
        seats = sorted(range(len(self.names)), key=lambda seat: (places[seat], seat))
        named = [self.words.seats[seat] if self.words.seats else str(seat) for seat in seats]
        column = max(5, *(len(name) for name in named))
        width = max(8, *(len(name) for name in self.names))
        self.say(f"{'place':<6}{'seat':<{column}} {'player':<{width}} {'score':>6}")
        for seat, name in zip(seats, named, strict=True):
            who = "you" if seat == self.seat else self.names[seat]
            mark = "  winner" if seat in state.winners else ""
            place = f"{places[seat]}."
            self.say(f"{place:<6}{name:<{column}} {who:<{width}} {state.scores[seat]:>6}{mark}")


def play(
    game: AnyGame,
    rules: Any,
    *,
    seat: int,
    seed: int | None,
    bots: Sequence[str],
    out: TextIO,
    stdin: TextIO,
    color: bool,
    save: str | None = None,
    actions: Sequence[Any] = (),
) -> int:
    """The ``play`` command: a game of ``game`` with the person at ``seat``; the exit status.

    The other seats are played by ``bots``, repeated over them in seat order. ``seed`` fixes
    the deals and the bots; None draws a fresh one, printed so the game can be played again.
    ``save`` names a file for the game's record (:class:`~tricktaker.GameRecord` as JSON),
    written when the game ends or the person leaves it. ``actions`` are a saved game's
    (``--resume``), replayed before the person's first turn.
    """
    players = rules.players
    if type(seat) is not int or not 0 <= seat < players:
        raise TricktakerError(f"--seat must be a seat from 0 to {players - 1}, not {seat!r}")
    game.check_bot_names(bots)
    if seed is None:
        seed = secrets.randbits(31)
    others = [other for other in range(players) if other != seat]
    names = ["you"] * players
    for k, other in enumerate(others):
        names[other] = bots[k % len(bots)]
    players_bots = {other: game.bots[names[other]](bot_seed(seed, 0, other)) for other in others}
    return TerminalGame(
        game,
        rules,
        seat=seat,
        seed=seed,
        bots=players_bots,
        names=names,
        out=out,
        stdin=stdin,
        style=Style(color=color),
        save=save,
        actions=actions,
    ).run()


def _interactive(stdin: TextIO, out: TextIO) -> bool:
    """Whether lines come from a person at the process's own terminal, to be read through
    ``readline`` (where the platform has it: not on Windows)."""
    if stdin is not sys.stdin or out is not sys.stdout:
        return False
    try:
        if not (stdin.isatty() and out.isatty()):
            return False
    except (AttributeError, ValueError):  # a closed or unusual stream
        return False
    try:
        import readline  # noqa: F401  # input() edits its lines, with history, once imported
    except ImportError:
        return False
    return True
