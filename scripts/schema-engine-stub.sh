#!/bin/sh
echo "schema-engine-cli 7.10.1 (offline stub used by npm run gen)"
