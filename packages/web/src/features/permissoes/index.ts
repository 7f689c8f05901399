/**
 * What the permissions feature offers other features: how a permission area is named and ordered on screen.
 * Features reach each other only through such an index.ts (lint: no-restricted-imports).
 */
export { isAreaPermissao, ordemArea, rotuloArea } from './area-permissao.ts';
