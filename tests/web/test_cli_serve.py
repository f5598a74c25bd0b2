"""``tricktaker serve``'s options: one per limit, checked before anything is served."""

from __future__ import annotations

import io

import attrs
import pytest

from tricktaker.cli import main
from tricktaker.web import Limits


def test_every_limit_is_an_option_of_serve(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["serve", "--help"], out=io.StringIO())
    shown = capsys.readouterr().out
    for option in (
        "--host",
        "--port",
        *("--db", "--keep-days", "--node", "--lease-seconds"),  # where the tables are kept
        *("--" + f.name.replace("_", "-") for f in attrs.fields(Limits)),
    ):
        assert option in shown, option


def test_a_bad_limit_is_refused_before_serving(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--port", "0", "--burst", "0"], out=io.StringIO()) == 2
    assert "--burst must be a positive number, not 0" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["serve", "--tables", "many"], out=io.StringIO())
    assert "'many' is not a whole number" in capsys.readouterr().err


def test_a_bad_storage_option_is_refused_before_serving(capsys: pytest.CaptureFixture[str]) -> None:
    for bad in (["--keep-days", "-1"], ["--lease-seconds", "0"]):
        assert main(["serve", "--port", "0", *bad], out=io.StringIO()) == 2
        assert "--lease-seconds must be above 0 and --keep-days at least 0" in (
            capsys.readouterr().err
        )
