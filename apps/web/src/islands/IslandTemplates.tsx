import { MenuItem, MenuList, Paper } from '@mui/material';
import { CookieQuestion } from '../components/site/CookieBanner';
import { pageLinks } from '../components/navbar/menuItems';
import { ui } from '../i18n/it';
import { TEMPLATE_IDS } from './ids';


/**
 * What the islands of a public page show only when asked - the cookie question, the narrow
 * screen's menu - drawn on the server with the app's components and styles, inert in <template>
 * elements: the page's script clones them, so it carries no UI kit and no texts.
 */
export function IslandTemplates() {
  return (
    <>
      <template id={TEMPLATE_IDS.cookies}>
        <CookieQuestion more={<a href="/privacy-policy">{ui.cookies.more}</a>} />
      </template>
      <template id={TEMPLATE_IDS.menu}>
        <Paper elevation={8} sx={{ position: 'absolute', minWidth: 200, zIndex: (t) => t.zIndex.modal }}>
          <MenuList aria-label={ui.nav.mainMenu}>
            {pageLinks.map((l) => (
              <MenuItem key={l.to} component="a" href={l.to} tabIndex={-1}>
                {l.label}
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </template>
    </>
  );
}
