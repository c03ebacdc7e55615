-- PostgreSQL's half of 0016 (docs/architecture.md#10-two-engines): a photo's small preview.
ALTER TABLE media ADD COLUMN preview_link text;
