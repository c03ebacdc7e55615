-- Uploaded photos are stored twice: the display size in media_link and a small preview for
-- cards and grids. Placeholders and older rows have none and show media_link instead.
ALTER TABLE media ADD COLUMN preview_link TEXT;
