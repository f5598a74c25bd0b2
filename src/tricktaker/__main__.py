"""``python -m tricktaker``: the command line."""

from tricktaker.cli import main

raise SystemExit(main())
