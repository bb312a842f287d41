curl --json '{"drink": "coffe"}' https://example.com
curl --json @prepared https://example.com
