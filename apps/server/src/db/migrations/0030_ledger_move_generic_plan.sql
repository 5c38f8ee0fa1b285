-- ledger_move did not keep its plan after all: PL/pgSQL's plan cache compares the generic plan's
-- estimate with the custom plans' and, for a statement over unnested array parameters, kept planning
-- a custom plan on every call. Planning cost about twice the statement's own work (backend CPU per
-- transfer: about 390 us planned each call, about 135 us with the generic plan). The plan does not
-- depend on the values: the legs are locked in id order by the sort under FOR UPDATE whatever plan
-- runs, so the generic plan is forced for this function only.
\ir ../functions/ledger_move.sql
