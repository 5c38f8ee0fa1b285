-- The deposit queue counts and lists each online order's gateway callbacks (issue 21): by order, not
-- by reading every callback ever received.
CREATE INDEX deposit_callbacks_order_idx ON deposit_callbacks (order_id);
