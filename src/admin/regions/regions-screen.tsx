/**
 * Immo Wizards → Regions: the tree with its actions, the selected region on the map, GeoJSON upload.
 */
/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { addRegion } from '../../api/regions';
import type { MapConfig } from '../../host/shared-config';
import { GeojsonUpload } from './geojson-upload';
import { NameForm } from './name-form';
import { RegionPreview } from './region-preview';
import { RegionTree } from './region-tree';
import { useRegions } from './use-regions';

export interface RegionsScreenProps {
	map: MapConfig;
	/** What the server accepts (0: unknown). */
	maxUploadBytes: number;
}

export function RegionsScreen( { map, maxUploadBytes }: RegionsScreenProps ) {
	const { regions, error, busy, reload, run } = useRegions();
	const [ selectedId, setSelectedId ] = useState< number | null >( null );
	const selected =
		regions?.find( ( region ) => region.id === selectedId ) ?? null;

	return (
		<div className="immo-wizards-regions">
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<div className="immo-wizards-regions__columns">
				<section className="immo-wizards-regions__tree">
					<h2>{ __( 'Regions and sub-regions', 'immo-wizards' ) }</h2>
					{ regions ? (
						<RegionTree
							regions={ regions }
							selectedId={ selectedId }
							onSelect={ setSelectedId }
							busy={ busy }
							run={ run }
						/>
					) : (
						<Spinner />
					) }
					<NameForm
						label={ __( 'New top-level region', 'immo-wizards' ) }
						submitLabel={ __( 'Add', 'immo-wizards' ) }
						onSubmit={ ( name ) =>
							run( () => addRegion( name, 0 ) )
						}
					/>
				</section>
				<section className="immo-wizards-regions__side">
					<h2>{ selected?.name ?? __( 'Map', 'immo-wizards' ) }</h2>
					<RegionPreview
						regions={ regions ?? [] }
						selected={ selected }
						map={ map }
					/>
					<GeojsonUpload
						selected={ selected }
						maxUploadBytes={ maxUploadBytes }
						onUploaded={ reload }
					/>
				</section>
			</div>
		</div>
	);
}
