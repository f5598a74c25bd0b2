"""``pip install "tricktaker[web]"`` from a built wheel, in a fresh virtualenv, and
``tricktaker serve`` serves the page: the server and its page are in the wheel, and nothing
comes from the source tree (the venv runs in a temporary folder, without PYTHONPATH).

It builds the wheel with pip (hatchling, in pip's isolated build) and installs the web
extra's dependencies from the package index (or pip's cache): about half a minute.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import urllib.request
import venv
import zipfile
from pathlib import Path

import pytest

pytest.importorskip("websockets", reason="the web dependency group is not installed")

from tests.web.harness import serving_port

ROOT = Path(__file__).resolve().parents[2]


def test_the_wheel_with_the_web_extra_serves_the_page(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "wheel", "--no-deps", "-w", tmp_path / "dist", ROOT], check=True, env=env)
    (wheel,) = (tmp_path / "dist").glob("tricktaker-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for shipped in ("index.html", "app.js", "lobby.js", "sheet.js", "style.css"):
        assert f"tricktaker/web/static/{shipped}" in names

    venv.create(tmp_path / "venv", with_pip=True)
    python = tmp_path / "venv" / "bin" / "python"
    subprocess.run(
        [python, "-m", "pip", "--disable-pip-version-check", "-q", "install", f"{wheel}[web]"],
        check=True,
        env=env,
        cwd=tmp_path,
    )
    where = subprocess.run(
        [python, "-c", "import tricktaker.web.app as app; print(app.STATIC)"],
        check=True,
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(tmp_path / "venv"), where

    server = subprocess.Popen(
        [tmp_path / "venv" / "bin" / "tricktaker", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**env, "XDG_DATA_HOME": str(tmp_path / "data")},  # its default database there
        cwd=tmp_path,
    )
    try:
        url = f"http://127.0.0.1:{serving_port(server)}/"
        with urllib.request.urlopen(url, timeout=10) as response:
            assert '<script src="/static/app.js"' in response.read().decode()
        with urllib.request.urlopen(url + "static/app.js", timeout=10) as response:
            assert "legal_actions" in response.read().decode()
        assert (tmp_path / "data" / "tricktaker" / "serve.sqlite3").is_file()

        async def hello() -> dict[str, object]:
            from websockets.asyncio.client import connect

            async with connect(url.replace("http", "ws") + "ws") as socket:
                await socket.send(json.dumps({"type": "hello"}))
                answer: dict[str, object] = json.loads(await asyncio.wait_for(socket.recv(), 10))
                return answer

        welcome = asyncio.run(hello())
        assert welcome["type"] == "welcome"
        assert isinstance(welcome["games"], list)
        assert {game["name"] for game in welcome["games"]} >= {"wizard", "szaman", "ohhell"}
    finally:
        server.terminate()
        server.communicate(timeout=10)  # and close its pipes
