"""A frontend's loop: one human seat and bots at a Table, each seat shown what it may see.

python examples/frontend_loop.py [--game GAME] [--seed N] [--auto]

You are seat 0: type the number of one of your legal actions, or a card such as 8H. With
--auto, or when stdin is not a terminal, scripted input plays the first legal action for you.
Ctrl-C or Ctrl-D ends the program (status 130 and 0), without a traceback.
GAME is any registered game (szaman by default; wizard, ohhell, hearts, spades, bridge), a
short game of each. Every event is printed once for each seat, in the form that seat's screen
would be sent and in the game's words as that seat reads them (``you`` for itself, bridge's
North, East, South, West): another player's drawn card shows as "a card", and a deal shows
each seat only its own hand.
The game is dealt from a fresh seed, as a served game must be (a seed a player could guess
gives away every hand); --seed N replays the same deal, for a demo or a bug report.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any

from tricktaker import (
    Card,
    CardParseError,
    Event,
    Game,
    IllegalActionError,
    Table,
    available_games,
    format_cards,
    get_game,
)
from tricktaker.games import decider_of
from tricktaker.words import Teller

HUMAN = 0
SHORT = {"players": 3, "hands": 1, "schedule": (1, 2), "boards": 1}
"""The options that make a short game, where a game has them (Spades and bridge are four)."""


def short_rules(game: Game) -> Any:
    """The game's rules with the :data:`SHORT` options it has and accepts."""
    rules = game.rules()
    for field, value in SHORT.items():
        try:
            rules = game.rules(**{**_fields(rules), field: value})
        except (TypeError, ValueError):  # no such option, or not this value
            continue
    return rules


def _fields(rules: Any) -> dict[str, Any]:
    return {name: getattr(rules, name) for name in SHORT if hasattr(rules, name)}


def screen(game: Game, rules: Any, seat: int) -> Callable[[Event], None]:
    """A stand-in for seat ``seat``'s screen (a websocket, a window): it prints each event,
    in the game's words as that seat reads them."""
    tell = Teller(game.words, reader=seat, rules=rules)

    def show(event: Event) -> None:
        if game.words.quiet(event):  # another seat's hidden pass: nothing to tell
            return
        line = f"[seat {seat}] {game.words.tell(event, tell)}"
        hands = getattr(event, "hands", None)  # a deal: this seat's form holds its own hand
        if hands is not None and hands[seat] is not None:
            line += f" | your hand: {format_cards(game.words.sort(hands[seat]))}"
        print(line)

    return show


def ask_human(view: Any, scripted: bool) -> Any:
    """The human's choice among ``view.legal_actions()``."""
    legal = view.legal_actions()
    if scripted:
        print(f"(scripted) seat {HUMAN} chooses: {legal[0]}")
        return legal[0]
    print(f"your hand: {format_cards(view.hand)}   on the table: {format_cards(view.trick)}")
    for number, action in enumerate(legal):
        print(f"  {number}: {action}")
    while True:
        text = input("your move: ").strip()
        if text.isdigit() and int(text) < len(legal):
            return legal[int(text)]
        try:
            card = Card.parse(text)
        except CardParseError:
            print("type the number of an action, or a card such as 8H")
            continue
        plays = [action for action in legal if getattr(action, "card", None) is card]
        if plays:
            return plays[0]
        return card  # not playable: the table refuses it and says why


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", choices=available_games(), default="szaman")
    parser.add_argument("--seed", type=int, default=None, help="a fixed deal (default: fresh)")
    parser.add_argument("--auto", action="store_true", help="scripted input for the human")
    args = parser.parse_args(argv)
    scripted = args.auto or not sys.stdin.isatty()

    game = get_game(args.game)
    rules = short_rules(game)
    table: Table[Any] = Table.start(game, rules, seed=args.seed)
    for seat in range(rules.players):
        # catch_up: the deal happened when the table started; each screen is sent its form.
        table.subscribe(screen(game, rules, seat), seat=seat, catch_up=True)
    bots = {
        seat: game.bots["heuristic"](None if args.seed is None else args.seed * 10 + seat)
        for seat in range(1, rules.players)
    }

    while (decider := decider_of(table.state)) is not None:  # bridge's declarer: the dummy's
        view = table.view(decider)  # a seat decides from its view, never from the state
        action = ask_human(view, scripted) if decider == HUMAN else bots[decider].choose(view)
        try:
            table.act(decider, action)
        except IllegalActionError as error:
            print(f"refused: {error}")

    print(f"final scores: {table.state.scores}; winners: {table.state.winners}")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:  # Ctrl-C: a frontend closes its table quietly
        print("\ninterrupted")
        sys.exit(130)
    except EOFError:  # Ctrl-D at the prompt
        print("\nend of input: game left")
