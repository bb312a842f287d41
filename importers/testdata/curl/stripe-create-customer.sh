curl https://api.stripe.com/v1/customers \
  -u "sk_test_4eC39HqLyjWDarjtT1zdp7dc:" \
  -d name="Jenny Rosen" \
  --data-urlencode email="jennyrosen@example.com"
