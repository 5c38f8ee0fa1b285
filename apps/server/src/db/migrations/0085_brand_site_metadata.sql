-- What browsers, search engines and link previews read from a brand's pages: a short description of
-- the site, its square icon and the browser chrome's colour per theme. Each is optional; the served
-- page falls back to the brand's name, the build's own icons and the site's own surface colours.
ALTER TABLE merchants ADD COLUMN description text CHECK (char_length(description) BETWEEN 1 AND 300);
ALTER TABLE merchants ADD COLUMN icon_url text CHECK (icon_url ~ '^(https://|/)[^\s"<>]+$');
ALTER TABLE merchants ADD COLUMN theme_color_light text CHECK (theme_color_light ~ '^#[0-9a-f]{6}$');
ALTER TABLE merchants ADD COLUMN theme_color_dark text CHECK (theme_color_dark ~ '^#[0-9a-f]{6}$');
COMMENT ON COLUMN merchants.description IS 'One or two sentences about the site for search results and link previews; null, the brand''s name.';
COMMENT ON COLUMN merchants.icon_url IS 'A square PNG of 512 by 512 pixels (https or a path of the site) for tabs, home screens and previews; null, the build''s own icons.';
COMMENT ON COLUMN merchants.theme_color_light IS 'Browser chrome colour (#rrggbb) in the light theme; null, the site''s light surface.';
COMMENT ON COLUMN merchants.theme_color_dark IS 'Browser chrome colour (#rrggbb) in the dark theme; null, the site''s dark surface.';
