/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { BueroPraxisIcon } from './buero-praxis';
import { EinzelhandelIcon } from './einzelhandel';
import { GastgewerbeIcon } from './gastgewerbe';
import { GrundstueckIcon } from './grundstueck';
import { HallenLagerIcon } from './hallen-lager';
import { HausIcon } from './haus';
import { MehrfamilienhausIcon } from './mehrfamilienhaus';
import { WohnungIcon } from './wohnung';

export { ChevronLeftIcon, ChevronRightIcon } from './arrows';

/** Icons by category `text`; categories an admin adds fall back to the house. */
const CATEGORY_ICONS: Record< string, ComponentType > = {
	wohnung: WohnungIcon,
	haus: HausIcon,
	mehrfamilienhaus: MehrfamilienhausIcon,
	grundstueck: GrundstueckIcon,
	buero_praxis: BueroPraxisIcon,
	einzelhandel: EinzelhandelIcon,
	hallen_lager: HallenLagerIcon,
	gastgewerbe: GastgewerbeIcon,
};

export function CategoryIcon( { text }: { text: string } ) {
	const Icon = CATEGORY_ICONS[ text ] ?? HausIcon;
	return <Icon />;
}
