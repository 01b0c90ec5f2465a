/**
 * Editor script of the route planner block: the real planner as preview. The block has no
 * attributes of its own; the office comes from the plugin settings.
 */
/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import metadata from '../../blocks/route-planner/block.json';
import {
	previewConfig,
	registerScreenBlock,
} from '../host/register-screen-block';
import { RoutePlannerApp } from './app';
import { RoutingHint } from './routing-hint';
import type { RoutePlannerConfig } from './types';
import '../components/theme/style.scss';
import './style.scss';

function Preview() {
	// The preview shows the map: consent is the visitor's matter, not the editor's.
	const config = useMemo(
		() => previewConfig< RoutePlannerConfig >( 'route-planner' ),
		[]
	);
	return (
		<>
			<RoutingHint config={ config } />
			<RoutePlannerApp config={ config } />
		</>
	);
}

registerScreenBlock< Record< string, never > >( metadata, { Preview } );
