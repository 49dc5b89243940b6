-- 0074: how many units one package of a product holds ("1 cx = 12 un", "1 fardo = 10 un"), shown
-- beside the quantity field and on the product page (spec section 4, Quantity: the cart still
-- counts in `unidade`). NULL: not sold by a package, or not known.
ALTER TABLE produtos ADD COLUMN unidades_por_embalagem integer CHECK (unidades_por_embalagem > 0);
