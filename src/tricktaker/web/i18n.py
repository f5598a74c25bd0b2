"""The languages of ``tricktaker serve``: English (the library's own), Polish and Slovenian.

The catalogs are gettext ``.po`` files in ``locale/<language>/LC_MESSAGES/tricktaker.po``,
read with babel when first asked for and compiled in memory, so there is no ``.mo`` file to
fall out of step with its source. Each kind of text has its own ``msgctxt``:

- ``refusal``: one sentence per refusal code (:data:`tricktaker.errors.REFUSAL_CODES` and the
  server's own codes). The code stays the key a program translates by; English keeps the
  library's message, which says more (the card, the cards you hold).
- no context: the narration of events, one line per event, for the seat that reads it
  ("you" for itself). Events are told by the name of their type without the game
  (``BidMade``, ``TrickWon``) and by their JSON fields, so a new game whose events share these
  names is told without a change here; any other event is told by its own English ``str``.
- ``server``: the server's own texts (:data:`tricktaker.web.messages.ENGLISH`), by their
  English templates.
- ``page``: the page's own words, which the page asks for by their English text.
- ``card`` and ``suit``: the names of Wizards, Jesters, Jokers and suits in sentences.

>>> from tricktaker import Card, CardPlayed
>>> narrate(CardPlayed(seat=1, card=Card.parse("QH")), seat=0, names=["Ana", "Bor"],
...         language="pl")
'Bor zagrywa Q♥'
>>> refusal("must_follow_suit", "cannot play 2♣: must follow ♥ (you hold 7♥)", "sl")
'Slediti moraš barvi, ki je na mizi.'
"""

from __future__ import annotations

import functools
import gettext
import io
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from tricktaker.cards import Card, CardKind, Suit
from tricktaker.events import Event
from tricktaker.serialize import to_data
from tricktaker.web.messages import ENGLISH

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "card_name",
    "choose_language",
    "narrate",
    "page_strings",
    "refusal",
    "server_template",
    "translations",
]

DEFAULT_LANGUAGE = "en"
LANGUAGES: tuple[str, ...] = ("en", "pl", "sl")
"""The languages a connection may ask for; English is the source text of every catalog."""

LANGUAGE_NAMES: Mapping[str, str] = {"en": "English", "pl": "polski", "sl": "slovenščina"}
"""Each language by its own name, as the page's language choice shows it."""

DOMAIN = "tricktaker"
LOCALE = Path(__file__).resolve().parent / "locale"
"""The catalogs: ``LOCALE / language / "LC_MESSAGES" / "tricktaker.po"``."""

# The English sentence of each refusal code: what the catalogs translate. English itself
# shows the library's message instead, which names the card and the cards held.
REFUSAL_SENTENCES: Mapping[str, str] = {
    "not_your_turn": "It is not your turn.",
    "no_such_seat": "There is no such seat at this table.",
    "game_over": "The game is over.",
    "wrong_phase": "That move is not one that is made now.",
    "malformed": "That is not a move of this game.",
    "not_in_hand": "You do not hold that card.",
    "must_follow_suit": "You must follow the led suit.",
    "must_lead_starting_card": "The first trick of a hand is led with the starting card.",
    "joker_suit": "A led Joker needs a suit of its colour.",
    "unexpected_suit": "A suit may be named only with a led Joker.",
    "bid_out_of_range": "That bid is out of range.",
    "hook_forbids": "The hook: the dealer's bid may not make the bids add up to the tricks.",
    "team_bid_limit": "Partners may bid at most 13 tricks together.",
    "suit_not_broken": "That suit may not lead a trick until it has been broken.",
    "no_points_first_trick": "No card that scores points may go to the first trick while you "
    "hold another.",
    "insufficient_bid": "A bid must be higher than the last bid.",
    "cannot_double": "Only an opponents' undoubled bid may be doubled.",
    "cannot_redouble": "Only your side's doubled bid may be redoubled.",
    "illegal": "That move is not allowed.",
}


def choose_language(wanted: object) -> str:
    """The language to speak for ``wanted``: a code of :data:`LANGUAGES`, or an HTTP
    ``Accept-Language`` value; English for anything else.

    >>> choose_language("pl"), choose_language("sl-SI,sl;q=0.9,en;q=0.8"), choose_language(3)
    ('pl', 'sl', 'en')
    >>> choose_language("de-DE, sl;q=0.5")
    'sl'
    """
    if not isinstance(wanted, str):
        return DEFAULT_LANGUAGE
    for part in wanted.split(",")[:20]:  # Accept-Language lists the best first
        code = part.split(";")[0].strip().lower().split("-")[0]
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


@functools.cache
def translations(language: str) -> gettext.NullTranslations:
    """The compiled catalog of ``language`` (English: the source text itself).

    Raises:
        ValueError: ``language`` is not one of :data:`LANGUAGES`.

    >>> translations("sl").pgettext("page", "Your turn")
    'Na vrsti si'
    """
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {list(LANGUAGES)}, not {language!r}")
    if language == DEFAULT_LANGUAGE:
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    source = LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"
    with source.open("rb") as po:
        catalog = read_po(po, locale=language, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def refusal(code: str, message: str, language: str = DEFAULT_LANGUAGE) -> str:
    """The text of a refusal with ``code`` for a person who reads ``language``.

    English, and any code without a translation, keep the library's (or server's)
    ``message``, which names the input.

    >>> refusal("not_your_turn", "seat 1 is to act, not seat 0", "pl")
    'To nie twoja kolej.'
    >>> refusal("not_your_turn", "seat 1 is to act, not seat 0", "en")
    'seat 1 is to act, not seat 0'
    >>> refusal("some_new_code", "a new refusal", "sl")
    'a new refusal'
    """
    if language == DEFAULT_LANGUAGE or language not in LANGUAGES:
        return message
    english = REFUSAL_SENTENCES.get(code)
    if english is None:
        return message
    translated = translations(language).pgettext("refusal", english)
    return message if translated == english else translated


def server_template(code: str, language: str) -> str | None:
    """The template of the server's text ``code`` in ``language``, or None where the catalog
    has none (the server then speaks English): the translator that
    :func:`tricktaker.web.messages.use_translations` takes.

    A refusal of the game (a code of :data:`REFUSAL_SENTENCES`) is its translated sentence;
    the server's own codes are their :data:`tricktaker.web.messages.ENGLISH` templates
    translated, with the same ``{placeholders}``.

    >>> server_template("no_table", "pl")
    'nie ma stołu {table}'
    >>> server_template("hook_forbids", "en") is None
    True
    """
    if language == DEFAULT_LANGUAGE or language not in LANGUAGES:
        return None
    if code in REFUSAL_SENTENCES:
        return refusal(code, "", language) or None
    english = ENGLISH.get(code)
    if english is None:
        return None
    translated = translations(language).pgettext("server", english)
    return None if translated == english else translated


def page_strings(language: str) -> dict[str, str]:
    """The page's words in ``language``, keyed by their English text (the page falls back
    to the key for any that is missing).

    >>> page_strings("pl")["Your turn"]
    'Twój ruch'
    >>> page_strings("en")["Your turn"]
    'Your turn'
    """
    tr = translations(language)
    return {text: tr.pgettext("page", text) for text in PAGE_STRINGS}


def card_name(code: str, language: str = DEFAULT_LANGUAGE) -> str:
    """How a card is written in a sentence: suited cards by their symbols (``Q♥``), the
    special cards by their names.

    >>> card_name("10H"), card_name("W2", "sl"), card_name("N1", "pl"), card_name("RJ", "sl")
    ('10♥', 'čarovnik', 'błazen', 'rdeči joker')
    """
    card = Card.parse(code)
    tr = translations(language)
    if card.kind is CardKind.WIZARD:
        return tr.pgettext("card", "Wizard")
    if card.kind is CardKind.JESTER:
        return tr.pgettext("card", "Jester")
    if card.kind is CardKind.JOKER:
        return tr.pgettext("card", "red Joker" if code.upper() == "RJ" else "black Joker")
    return str(card)


def suit_name(letter: str, language: str = DEFAULT_LANGUAGE) -> str:
    """A suit by its name: ``suit_name("H", "pl") == "kier"``.

    >>> suit_name("C", "sl"), suit_name("S", "en")
    ('križ', 'spades')
    """
    suit = Suit.parse(letter)
    return translations(language).pgettext("suit", SUIT_NAMES[suit])


SUIT_NAMES: Mapping[Suit, str] = {
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
    Suit.SPADES: "spades",
}


class _Teller:
    """Narration of one event for one reader: names, cards and the plural-aware catalog."""

    def __init__(self, seat: int | None, names: Sequence[str | None] | None, language: str) -> None:
        self.reader = seat
        self.names = names
        self.language = language
        self.tr = translations(language)

    def name(self, seat: int) -> str:
        if seat == self.reader:
            return self.tr.gettext("you")
        name = self.names[seat] if self.names is not None and 0 <= seat < len(self.names) else None
        if name:
            return name
        return self.tr.gettext("seat {seat}").format(seat=seat)

    def card(self, code: str) -> str:
        return card_name(code, self.language)

    def cards(self, codes: Sequence[str]) -> str:
        return " ".join(self.card(code) for code in codes)

    def say(self, seat: int, mine: str, theirs: str, **fields: Any) -> str:
        """The sentence about ``seat``: in the second person when it is the reader's."""
        if seat == self.reader:
            return self.tr.gettext(mine).format(**fields)
        return self.tr.gettext(theirs).format(name=self.name(seat), **fields)

    def say_n(
        self, seat: int, n: int, mine: tuple[str, str], theirs: tuple[str, str], **fields: Any
    ) -> str:
        if seat == self.reader:
            return self.tr.ngettext(*mine, n).format(n=n, **fields)
        return self.tr.ngettext(*theirs, n).format(n=n, name=self.name(seat), **fields)

    def gains(self, points: Sequence[int], *, zeros: bool = False) -> str:
        """``Ana +25, you -2``: each seat that scored (or every seat), with its points."""
        return ", ".join(f"{self.name(s)} {p:+d}" for s, p in enumerate(points) if p or zeros)


_PASS_DIRECTIONS: Mapping[str, Callable[[gettext.NullTranslations], str]] = {
    "none": lambda tr: tr.gettext("Hand {hand}: no cards are passed"),
    "left": lambda tr: tr.gettext("Hand {hand}: pass three cards to the left"),
    "across": lambda tr: tr.gettext("Hand {hand}: pass three cards across"),
    "right": lambda tr: tr.gettext("Hand {hand}: pass three cards to the right"),
}
"""A hand's pass, by its direction as JSON writes it."""


def _tell(t: _Teller, kind: str, e: Mapping[str, Any]) -> str | None:
    """The narration of an event of type ``kind`` (without its game) from its JSON ``e``."""
    tr = t.tr
    if kind == "CardPlayed":
        if e.get("suit"):
            suit = suit_name(e["suit"], t.language)
            return t.say(
                e["seat"],
                "You played {card} as {suit}",
                "{name} played {card} as {suit}",
                card=t.card(e["card"]),
                suit=suit,
            )
        return t.say(e["seat"], "You played {card}", "{name} played {card}", card=t.card(e["card"]))
    if kind == "BidMade":
        return t.say_n(
            e["seat"],
            e["tricks"],
            ("You bid {n} trick", "You bid {n} tricks"),
            ("{name} bid {n} trick", "{name} bid {n} tricks"),
        )
    if kind == "BlindNilBid":
        return t.say(e["seat"], "You bid blind nil", "{name} bid blind nil")
    if kind == "CardsSeen":
        return t.say(e["seat"], "You looked at your cards", "{name} looked at their cards")
    points = e.get("points")
    if kind == "TrickWon" and type(points) is int and points:  # the winner's points alone
        return t.say_n(
            e["winner"],
            e["points"],
            ("You won the trick {cards}: {n} point", "You won the trick {cards}: {n} points"),
            ("{name} won the trick {cards}: {n} point", "{name} won the trick {cards}: {n} points"),
            cards=t.cards(e["cards"]),
        )
    if kind == "TrickWon":
        fields = {"cards": t.cards(e["cards"])}
        if type(points) is not int and any(e.get("points", ())):
            return t.say(
                e["winner"],
                "You won the trick {cards}: {gains}",
                "{name} won the trick {cards}: {gains}",
                gains=t.gains(e["points"]),
                **fields,
            )
        return t.say(
            e["winner"], "You won the trick {cards}", "{name} won the trick {cards}", **fields
        )
    if kind == "RoundStarted":
        return t.say(
            e["dealer"], "Round {round}: you deal", "Round {round}: {name} deals", round=e["round"]
        )
    if kind == "HandStarted" and "direction" in e:  # a hand with a pass
        return _PASS_DIRECTIONS[e["direction"]](tr).format(hand=e["hand_number"])
    if kind == "CardPassed":
        fields = {"receiver": t.name(e["receiver"])}
        if e.get("card"):
            return t.say(
                e["seat"],
                "You passed {card} to {receiver}",
                "{name} passed {card} to {receiver}",
                card=t.card(e["card"]),
                **fields,
            )
        return t.say(
            e["seat"], "You passed a card to {receiver}", "{name} passed a card to {receiver}",
            **fields,
        )  # fmt: skip
    if kind == "PassesReceived":
        mine = e["received"][t.reader] if t.reader is not None else None
        if mine:
            return tr.gettext("You received {cards}").format(cards=t.cards(mine))
        return tr.gettext("The passed cards are taken up")
    if kind == "HandStarted" and "hand_number" not in e:  # a hand dealt by a dealer
        return t.say(
            e["dealer"], "Hand {hand}: you deal", "Hand {hand}: {name} deals", hand=e["round"]
        )
    if kind == "HandStarted":
        return t.say(
            e["leader"],
            "Hand {hand}: you hold {card} and lead",
            "Hand {hand}: {name} holds {card} and leads",
            hand=e["hand_number"],
            card=t.card(e["starting_card"]),
        )
    if kind == "TrumpTurned":
        card = t.card(e["card"])
        if e.get("trump"):
            return tr.gettext("The trump card is {card}: {suit} are trumps").format(
                card=card, suit=suit_name(e["trump"], t.language)
            )
        return tr.gettext("The trump card is {card}: no trump suit").format(card=card)
    if kind == "TrumpChosen":
        return t.say(
            e["seat"],
            "You chose {suit} as trumps",
            "{name} chose {suit} as trumps",
            suit=suit_name(e["suit"], t.language),
        )
    if kind == "CardDrawn":
        if e.get("card"):
            return t.say(e["seat"], "You drew {card}", "{name} drew {card}", card=t.card(e["card"]))
        return t.say(e["seat"], "You drew a card", "{name} drew a card")
    if kind == "RoundScored":
        return tr.gettext("Round {round} scored: {gains}").format(
            round=e["round"], gains=t.gains(e["points"], zeros=True)
        )
    if kind == "HandScored":
        return tr.gettext("Hand {hand} scored: {gains}").format(
            hand=e["hand_number"], gains=t.gains(e["points"], zeros=True)
        )
    if kind == "BoardStarted":
        return t.say(
            e["dealer"], "Board {board}: you deal", "Board {board}: {name} deals", board=e["board"]
        )
    if kind == "CallMade":
        return t.say(
            e["seat"], "You called {call}", "{name} called {call}", call=_call(t, e["call"])
        )
    if kind == "AuctionEnded":
        contract = e["contract"]
        if contract is None:
            return tr.gettext("All passed: the board is passed out")
        return t.say(
            contract["declarer"],
            "The contract is {contract}, and you declare it",
            "The contract is {contract}, declared by {name}",
            contract=_contract(t, contract),
        )
    if kind == "DummyFaced":
        return t.say(
            e["seat"],
            "You are the dummy: your cards are shown, {cards}",
            "{name} is the dummy and shows {cards}",
            cards=t.cards(e["cards"]),
        )
    if kind == "BoardScored":
        return tr.gettext("Board {board} scored: {gains}").format(
            board=e["board"], gains=t.gains(e["points"], zeros=True)
        )
    if kind == "GameOver":
        winners = e["winners"]
        best = max(e["scores"]) if not winners else e["scores"][winners[0]]
        names = ", ".join(t.name(s) for s in winners)
        return tr.ngettext(
            "Game over: the winner is {names} with {score}",
            "Game over: the winners are {names} with {score}",
            len(winners),
        ).format(names=names, score=best)
    return None


_STRAIN_SHOWN = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠"}


def _level(t: _Teller, bid: Mapping[str, Any]) -> str:
    """A bid's or a contract's level and strain: ``4♥``, and no trump in the language's
    letters (``3NT``; Polish and Slovenian ``3BA``, as the page writes it too)."""
    strain = bid["strain"]
    shown = t.tr.gettext("NT") if strain == "notrump" else _STRAIN_SHOWN.get(strain, "?")
    return f"{bid['level']}{shown}"


def _call(t: _Teller, call: Mapping[str, Any]) -> str:
    """A call of an auction, from its JSON: ``1NT``, ``4♥``, or a word in the language."""
    kind = call["type"].rpartition(".")[2]
    if kind == "Bid":
        return _level(t, call)
    words = {"Pass": t.tr.gettext("pass"), "Double": t.tr.gettext("double")}
    return words.get(kind) or t.tr.gettext("redouble")


def _contract(t: _Teller, contract: Mapping[str, Any]) -> str:
    """A contract from its JSON: ``4♥``, ``3NT doubled``."""
    shown = _level(t, contract)
    if contract.get("doubling") == "doubled":
        return t.tr.gettext("{contract} doubled").format(contract=shown)
    if contract.get("doubling") == "redoubled":
        return t.tr.gettext("{contract} redoubled").format(contract=shown)
    return shown


NARRATED_EVENTS: tuple[str, ...] = (
    "CardPlayed",
    "BidMade",
    "BlindNilBid",
    "CardsSeen",
    "TrickWon",
    "RoundStarted",
    "HandStarted",
    "CardPassed",
    "PassesReceived",
    "TrumpTurned",
    "TrumpChosen",
    "CardDrawn",
    "RoundScored",
    "HandScored",
    "BoardStarted",
    "CallMade",
    "AuctionEnded",
    "DummyFaced",
    "BoardScored",
    "GameOver",
)
"""The event type names (without their game) that :func:`narrate` tells in every language."""


def narrate(
    event: Event | Mapping[str, Any],
    *,
    seat: int | None,
    names: Sequence[str | None] | None = None,
    language: str = DEFAULT_LANGUAGE,
) -> str:
    """One line of the table's log: ``event`` (or its JSON data) as ``seat`` reads it, in
    ``language``. ``seat`` None is a spectator; ``names`` are the players' names by seat
    ("seat 2" where missing). An event of a type this module does not know is told by its
    own English text.

    >>> from tricktaker import wizard
    >>> narrate(wizard.BidMade(seat=0, tricks=2), seat=0, language="sl")
    'Napoveš 2 štiha'
    >>> narrate(wizard.BidMade(seat=1, tricks=5), seat=0, names=["Ana", "Bor"], language="pl")
    'Bor deklaruje 5 lew'
    >>> narrate(wizard.BidMade(seat=1, tricks=1), seat=None)
    'Seat 1 bid 1 trick'
    """
    data = dict(event) if isinstance(event, Mapping) else to_data(event)
    kind = str(data.get("type", "")).rpartition(".")[2]
    try:
        told = _tell(_Teller(seat, names, language), kind, data)
    except (KeyError, TypeError, ValueError):  # a field of another shape: a plug-in's event
        told = None
    if told is not None:
        return told[:1].upper() + told[1:]
    return str(event) if isinstance(event, Event) else kind


PAGE_STRINGS: tuple[str, ...] = (
    # the lobby
    "Language",
    "New table",
    "Game",
    "Players",
    "People",
    "Bots",
    "Your name",
    "Hook (the bids may not add up)",
    "Hands",
    "Variant",
    "Classic",
    "Russian",
    "Heuristic",
    "Search (stronger, slower)",
    "Random",
    "Create",
    "Join a table",
    "Table",
    "Join",
    "Open tables",
    "More rules",
    "Watch",
    # the table
    "Round {round} of {rounds}",
    "Hand {hand} of {hands}",
    "Trump card",
    "Trump",
    "No trump",
    "Stock",
    "Led suit",
    "Bids {bids} · tricks {tricks}",
    "You",
    "Dealer",
    "Your partner",
    "Team {team}",
    "Bid",
    "Taken",
    "Score",
    "Cards",
    "Bot",
    "Seat {seat}",
    "This hand",
    "Your turn",
    "Waiting for {name}",
    "Game over",
    "Last trick",
    "Hide last trick",
    "Won by {name}",
    "Your hand",
    "Choose trump",
    "Play {card} as {suit}",
    "Bid {n}",
    "Blind nil",
    "See my cards",
    "Your cards are face down: bid blind nil, or see them",
    "Invite players with this link",
    "Spectator",
    "Connecting…",
    "Reconnecting…",
    "Keys: ← → choose a card, Enter plays it, digits bid",
    "Wizard",
    "Jester",
    "red Joker",
    "black Joker",
    # the score sheet, the end and the log
    "Score sheet",
    "Round",
    "Hand",
    "Total",
    "You won!",
    "You lost",
    "Winners",
    "Final scores",
    "Rematch",
    "Rematch asked: waiting for the others",
    "Log",
    "Turn clock (s)",
    "Turn clock: {seconds} s",
    # an auction, a contract and a hand shown to all (bridge's)
    "Board",
    "Board {board} of {boards}",
    "Pass",
    "Double",
    "Redouble",
    "NT",
    "Contract",
    "{contract} doubled",
    "{contract} redoubled",
    "declared by {name}",
    "Tricks: declarer {declarer}, defenders {defenders}",
    "Vulnerable",
    "Dummy",
    "{name}'s cards, shown to all",
    "Your turn: play a card of {name}",
)
"""Every text the page shows of its own (the rest comes from the server)."""
