/**
 * Editor script of the route planner block: the real planner as preview. The block has no
 * attributes of its own; the office comes from the plugin settings.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Disabled } from '@wordpress/components';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import metadata from '../../blocks/route-planner/block.json';
import { editorConfig } from '../host/editor-config';
import { RoutePlannerApp } from './app';
import type { RoutePlannerConfig } from './types';
import '../components/theme/style.scss';
import './style.scss';

function Edit() {
	// The preview shows the map: consent is the visitor's matter, not the editor's.
	const config = useMemo(
		() => ( {
			...editorConfig< RoutePlannerConfig >( 'route-planner' ),
			consent: { required: false },
		} ),
		[]
	);
	return (
		<div { ...useBlockProps() }>
			<Disabled>
				<RoutePlannerApp config={ config } />
			</Disabled>
		</div>
	);
}

registerBlockType( metadata.name, {
	...( metadata as unknown as BlockConfiguration< Record< string, never > > ),
	edit: Edit,
	save: () => null,
} );
