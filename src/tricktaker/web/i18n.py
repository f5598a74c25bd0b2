"""The languages of ``tricktaker serve``: English (the library's own), Polish and Slovenian.

The catalogs are gettext ``.po`` files in ``locale/<language>/LC_MESSAGES/tricktaker.po``,
read with babel when first asked for and compiled in memory, so there is no ``.mo`` file to
fall out of step with its source. Each kind of text has its own ``msgctxt``:

- ``game``: the games' own words (:mod:`tricktaker.words`): each event's text, told to the
  seat that reads it ("you" for itself), the seats' and teams' names, the deals and the end,
  the words for actions. They are English templates in each game's package (its
  ``words.py``, or its one rules module), the same
  that ``str(event)`` and the terminal tell, so a game adds its texts in one place and the
  catalogs translate them.
- ``refusal``: one sentence per refusal code (:data:`tricktaker.errors.REFUSAL_CODES` and the
  server's own codes). The code stays the key a program translates by; English keeps the
  library's message, which says more (the card, the cards you hold).
- ``server``: the server's own texts (:data:`tricktaker.web.messages.ENGLISH`), by their
  English templates.
- ``page``: the page's own words, which the page asks for by their English text.
- ``card``: the names of Wizards, Jesters and Jokers in sentences.

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
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tricktaker.cards import Card, CardKind
from tricktaker.events import Event
from tricktaker.web.messages import ENGLISH
from tricktaker.words import Teller, Words, words_of

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "card_name",
    "choose_language",
    "narrate",
    "page_strings",
    "refusal",
    "server_template",
    "teller",
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


def teller(
    words: Words[Any],
    *,
    seat: int | None,
    names: Sequence[str | None] | None = None,
    language: str = DEFAULT_LANGUAGE,
    rules: Any = None,
) -> Teller:
    """A :class:`~tricktaker.words.Teller` of a game's ``words`` for ``seat`` (None: a
    spectator) in ``language``: the players' ``names`` by seat where the game names its
    seats by nothing of its own (bridge's compass wins over them), the special cards by their
    names in the language.

    >>> from tricktaker import bridge
    >>> teller(bridge.GAME.words, seat=0, names=["Ana", "Bor"], language="sl").seat(1)
    'Vzhod'
    """
    return Teller(
        words,
        reader=seat,
        names=None if words.seats else names,
        translation=translations(language),
        card_name=lambda card: card_name(card.code, language),
        rules=rules,
    )


def narrate(
    event: Event,
    *,
    seat: int | None,
    names: Sequence[str | None] | None = None,
    language: str = DEFAULT_LANGUAGE,
    words: Words[Any] | None = None,
    rules: Any = None,
) -> str | None:
    """One line of the table's log: ``event`` (in ``seat``'s form) as ``seat`` reads it, in
    ``language``, in the game's ``words`` (the event's own game's if None) with the teams of
    ``rules``; None for an event the log need not tell (:attr:`~tricktaker.words.Words.quiet`).
    ``seat`` None is a spectator; ``names`` are the players' names by seat ("seat 2" where
    missing).

    >>> from tricktaker import wizard
    >>> narrate(wizard.BidMade(seat=0, tricks=2), seat=0, language="sl")
    'Napoveš 2 štiha'
    >>> narrate(wizard.BidMade(seat=1, tricks=5), seat=0, names=["Ana", "Bor"], language="pl")
    'Bor deklaruje 5 lew'
    >>> narrate(wizard.BidMade(seat=1, tricks=1), seat=None)
    'Seat 1 bids 1'
    """
    words = words_of(event) if words is None else words
    if words.quiet(event):
        return None
    told = words.tell(event, teller(words, seat=seat, names=names, language=language, rules=rules))
    return told[:1].upper() + told[1:]


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
    "0: up to the target",
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
    "Confirm",
    "Received: {cards}",
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
    "Hand",
    "Total",
    "End",
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
    "Pass",
    "Double",
    "Redouble",
    "NT",
    "Vulnerable",
    "Dummy",
    "{name}'s cards, shown to all",
    "Your turn: play a card of {name}",
)
"""Every text the page shows of its own (the rest comes from the server)."""
