-- 0009: reference price (issue 12, decision 0016). `precode` is the "de" of "De R$ X por R$ Y":
-- the price the product had, or the market's, in integer centavos. Null = no reference price.
-- A product whose reference price is above its price is an offer.

ALTER TABLE produtos
  ADD COLUMN precode integer CHECK (precode > 0);
