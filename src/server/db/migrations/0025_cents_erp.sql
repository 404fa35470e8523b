-- Issue 26 (hand-written): ERP history rows written before amounts were rounded to the cent get the
-- rule of src/shared/money.ts, so an order's amounts agree with its invoice documents: each line's
-- amount is quantity × unit price to the cent, the order's net is the lines plus its costs, VAT 21 %
-- on that sum to the cent. Rows already to the cent are left as they are.
UPDATE erp_order_line SET total_price = round(quantity_milli::numeric * unit_price / 10000)::bigint * 10
  WHERE total_price <> round(quantity_milli::numeric * unit_price / 10000)::bigint * 10;--> statement-breakpoint
UPDATE erp_order o SET amount_net = t.net, amount_total = t.net + round(t.net * 21 / 1000.0)::bigint * 10
  FROM (
    SELECT e.id, coalesce(sum(l.total_price), 0) + e.delivery_cost + e.additional_cost AS net
    FROM erp_order e LEFT JOIN erp_order_line l ON l.order_id = e.id
    GROUP BY e.id
  ) t
  WHERE t.id = o.id AND (o.amount_net % 10 <> 0 OR o.amount_total % 10 <> 0 OR o.amount_net <> t.net);--> statement-breakpoint
UPDATE erp_invoice i SET amount_net = o.amount_net, amount_total = o.amount_total
  FROM erp_order o WHERE o.id = i.order_id AND (i.amount_net <> o.amount_net OR i.amount_total <> o.amount_total);--> statement-breakpoint
UPDATE erp_transaction t SET amount = o.amount_total
  FROM erp_order o WHERE o.id = t.order_id AND t.amount % 10 <> 0;
