"""Ask the rules "what if" without a game: who wins this trick, what may I play, what scores.

python examples/what_if.py
"""

from __future__ import annotations

from tricktaker import IllegalActionError, Suit, format_cards, parse_cards, wizard


def main() -> None:
    trick = parse_cards("N1 9H KH 2S")
    winner = wizard.trick_winner(trick, Suit.SPADES)
    print(f"{format_cards(trick)} with trump ♠: card {winner} ({trick[winner]}) wins")

    hand = parse_cards("2C 7H QH W1")
    print(
        f"holding {format_cards(hand)} on 9♥: may play "
        f"{format_cards(wizard.legal_plays(hand, parse_cards('9H')))}"
    )

    state = wizard.new_game(wizard.Rules(players=3), seed=2)
    try:
        state.apply(wizard.Bid(3))
    except IllegalActionError as error:
        print(f"refused: {error}")


if __name__ == "__main__":
    main()
