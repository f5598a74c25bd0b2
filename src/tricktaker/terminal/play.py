"""``tricktaker play``: a person plays one seat in the terminal, bots play the others.

Each turn shows the game's table (from its :attr:`~tricktaker.Game.describe`), the trick so
far and the hand; a move is read by :func:`~tricktaker.terminal.moves.read_move` and applied
to the state, so a move the rules forbid is answered with the library's own message and asked
again. ``?`` lists the legal moves; ``quit`` or the end of input (Ctrl-D) ends the game.
Everything that happens is printed as the seat may see it; the game's score sheet and a table
of the final scores close the game.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any, TextIO

from tricktaker.actions import Play
from tricktaker.errors import IllegalActionError, TricktakerError
from tricktaker.events import Event, GameOver
from tricktaker.games import Bot, Game, GameState
from tricktaker.records import GameRecord
from tricktaker.serialize import to_json
from tricktaker.terminal.moves import MoveError, read_move, typed_form
from tricktaker.terminal.simulate import bot_seed
from tricktaker.terminal.style import Style
from tricktaker.tricks import trick_seats

__all__ = ["play"]

_QUIT = frozenset({"quit", "exit", "q"})
_HELP = frozenset({"?", "help"})


class _Quit(Exception):
    """The person ended the game (``quit``, or the end of input)."""


class TerminalGame:
    """One game between a person at ``seat`` and ``bots`` in the other seats."""

    def __init__(
        self,
        game: Game,
        rules: Any,
        *,
        seat: int,
        seed: int,
        bots: dict[int, Bot],
        names: Sequence[str],
        out: TextIO,
        stdin: TextIO,
        style: Style,
        save: str | None = None,
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
        self.actions: list[Any] = []
        self.header: list[str] = []
        self.sheet: list[str] = []

    def say(self, text: str = "") -> None:
        """Print ``text``, its red suits coloured."""
        print(self.style.cards(text), file=self.out)

    def run(self) -> int:
        """Play to the end (or until the person quits); the exit status, 0."""
        state, opening = self.game.start(self.rules, seed=self.seed)
        others = ", ".join(
            f"seat {seat} {name}" for seat, name in enumerate(self.names) if seat != self.seat
        )
        self.say(
            f"{self.game.title}, seed {self.seed}: you are seat {self.seat}; {others}.\n"
            "Type a move when asked (a card such as 8h or 10♠, a number to bid, a suit); "
            "? lists your moves, quit ends the game."
        )
        self.show(opening, opening=True)
        try:
            while state.to_act is not None:
                actor = state.to_act
                if actor == self.seat:
                    action = self.turn(state)
                else:
                    action = self.bots[actor].choose(state.view(actor))
                state, events = state.apply(action)
                self.actions.append(action)
                self.show(events)
        except _Quit:
            self.say("\nYou left the game. Scores so far:")
            self.standings(state)
            self.save()
            return 0
        self.say("\nScore sheet")
        for line in (*self.header, *self.sheet):
            self.say(line)
        self.say("\nFinal scores")
        self.standings(state)
        self.save()
        return 0

    def save(self) -> None:
        """Write the game's record, if asked to, for ``tricktaker replay``."""
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
        self.say(f"The game's record is saved in {self.save_to}.")

    def show(self, events: Sequence[Event], *, opening: bool = False) -> None:
        """Print each event as this seat may see it; after a round or hand is scored, the
        score sheet's header and its new row (the game's narration of the event)."""
        for event in events:
            self.say(str(event.for_seat(self.seat)))
            line = self.game.narrate(event, self.rules)
            if line is None:
                continue
            if opening:
                self.header.append(line)
                self.say(line)
                continue
            self.sheet.append(line)
            if not isinstance(event, GameOver):
                self.say()
                for text in (*self.header, line):
                    self.say(text)

    def turn(self, state: GameState) -> Any:
        """Show this seat's table and read moves until one is legal; that move."""
        view = state.view(self.seat)
        self.say()
        self.say(self.style.bold(f"Your turn, seat {self.seat}"))
        labels = ["you" if seat == self.seat else name for seat, name in enumerate(self.names)]
        if self.game.describe is not None:
            for line in self.game.describe(view, labels):
                self.say(line)
        else:
            self.say("Scores: " + ", ".join(map(str, view.scores)))
        legal = view.legal_actions()
        if view.trick or any(isinstance(action, Play) for action in legal):
            self.say("Trick: " + self.trick_text(view))
        self.say("Hand:  " + " ".join(map(str, view.hand)))
        phase = getattr(view, "phase", None)
        prompt = f"{getattr(phase, 'value', 'move')}".replace("_", " ") + "> "
        while True:
            text = self.ask(prompt)
            if text.lower() in _HELP:
                self.say("Your moves: " + ", ".join(typed_form(action) for action in legal))
                continue
            try:
                action = read_move(text, legal, view.hand)
                named = [
                    option
                    for option in legal
                    if isinstance(option, Play) and option.suit is not None
                    if isinstance(action, Play) and action.suit is None
                    if option.card is action.card
                ]
                if named:  # a led card that names a suit (a Szaman Joker): ask which
                    suits = " or ".join(str(option.suit) for option in named)
                    answer = self.ask(f"{action.card} leads {suits}> ")
                    action = read_move(f"{action.card} {answer}", legal, view.hand)
                state.apply(action)  # the rules' own check, and their message if it fails
            except (MoveError, IllegalActionError) as error:
                self.say(f"  {error}")
                continue
            return action

    def ask(self, prompt: str) -> str:
        """The next line typed, stripped; raises :class:`_Quit` on ``quit`` or end of input."""
        while True:
            self.out.write(prompt)
            self.out.flush()
            line = self.stdin.readline()
            if not line:
                self.out.write("\n")
                raise _Quit
            text = line.strip()
            if text.lower() in _QUIT:
                raise _Quit
            if text:
                return text

    def trick_text(self, view: Any) -> str:
        """The cards of the trick so far, each with its seat."""
        if not view.trick:
            return "(you lead)"
        leader = getattr(view, "leader", None)
        if leader is None:
            return " ".join(map(str, view.trick))
        seats = trick_seats(leader, len(view.trick), len(self.names))
        return ", ".join(
            f"{card} (seat {seat})" for card, seat in zip(view.trick, seats, strict=True)
        )

    def standings(self, state: GameState) -> None:
        """A table of the totals, the winners marked once the game is over."""
        width = max(8, *(len(name) for name in self.names))
        self.say(f"seat  {'player':<{width}} {'score':>6}")
        for seat, (name, score) in enumerate(zip(self.names, state.scores, strict=True)):
            who = "you" if seat == self.seat else name
            mark = "  winner" if seat in state.winners else ""
            self.say(f"{seat:<5} {who:<{width}} {score:>6}{mark}")


def play(
    game: Game,
    rules: Any,
    *,
    seat: int,
    seed: int | None,
    bots: Sequence[str],
    out: TextIO,
    stdin: TextIO,
    color: bool,
    save: str | None = None,
) -> int:
    """The ``play`` command: a game of ``game`` with the person at ``seat``; the exit status.

    The other seats are played by ``bots``, repeated over them in seat order. ``seed`` fixes
    the deals and the bots; None draws a fresh one, printed so the game can be played again.
    ``save`` names a file for the game's record (:class:`~tricktaker.GameRecord` as JSON),
    written when the game ends or the person leaves it.
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
    ).run()
