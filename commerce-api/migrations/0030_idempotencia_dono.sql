-- Idempotency keys (decision 0020): the request that holds a key EM_ANDAMENTO proves it is alive by
-- refreshing `vivo_em` every few seconds; a key whose holder died (an API instance killed mid-order)
-- is taken over once `vivo_em` is 20 s old, instead of 2 minutes after it was created. `dono`
-- names the holder: only it may store the answer, so a request that was taken over while stalled
-- rolls its order back instead of placing a second one.
ALTER TABLE idempotencia ADD COLUMN dono uuid;
ALTER TABLE idempotencia ADD COLUMN vivo_em timestamptz NOT NULL DEFAULT now();
