"""Bridge records: the boards of PBN and LIN files, read, written and replayed."""

from __future__ import annotations

from tricktaker.bridge.records.board import AnnotatedCall, Board, RecordError, Tag
from tricktaker.bridge.records.lin import read_lin, write_lin
from tricktaker.bridge.records.pbn_read import read_pbn
from tricktaker.bridge.records.pbn_write import write_pbn
from tricktaker.bridge.records.replay import Outcome, ReplayedBoard, replay_board
from tricktaker.plugin import public_dir

__all__ = [
    "AnnotatedCall",
    "Board",
    "Outcome",
    "RecordError",
    "ReplayedBoard",
    "Tag",
    "read_lin",
    "read_pbn",
    "replay_board",
    "write_lin",
    "write_pbn",
]

__dir__ = public_dir(globals())
