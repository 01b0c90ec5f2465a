/**
 * Upload a GeoJSON file for all regions or for the selected one; a refused upload lists each
 * feature's error (nothing was changed).
 */
/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	Notice,
	RadioControl,
} from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	featureErrors,
	uploadRegionShapes,
	type FeatureResult,
	type Region,
} from '../../api/regions';
import { FileField } from '../file-field';

interface Props {
	selected: Region | null;
	maxUploadBytes: number;
	/** After a successful upload (the tree is read again). */
	onUploaded: () => void;
}

function summary( results: FeatureResult[] ): string {
	const created = results.filter( ( r ) => r.action === 'create' ).length;
	const saved = sprintf(
		/* translators: %d: number of shapes saved */
		_n(
			'Saved %d shape.',
			'Saved %d shapes.',
			results.length,
			'immo-wizards'
		),
		results.length
	);
	const added = sprintf(
		/* translators: %d: number of regions added */
		_n(
			'%d new region added.',
			'%d new regions added.',
			created,
			'immo-wizards'
		),
		created
	);
	return created ? `${ saved } ${ added }` : saved;
}

export function GeojsonUpload( {
	selected,
	maxUploadBytes,
	onUploaded,
}: Props ) {
	const input = useRef< HTMLInputElement >( null );
	const [ scope, setScope ] = useState( 'all' );
	const [ create, setCreate ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ notice, setNotice ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );
	const [ failed, setFailed ] = useState< FeatureResult[] >( [] );
	const target = scope === 'one' && selected ? selected : null;

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const file = input.current?.files?.[ 0 ];
		setFailed( [] );
		if ( ! file || ( maxUploadBytes > 0 && file.size > maxUploadBytes ) ) {
			setNotice( {
				status: 'error',
				text: file
					? __( 'The file is too large.', 'immo-wizards' )
					: __( 'Please choose a GeoJSON file.', 'immo-wizards' ),
			} );
			return;
		}
		setBusy( true );
		setNotice( null );
		try {
			const results = await uploadRegionShapes( file, {
				id: target?.id,
				create: ! target && create,
			} );
			setNotice( { status: 'success', text: summary( results ) } );
			onUploaded();
		} catch ( failure ) {
			setNotice( {
				status: 'error',
				text: ( failure as Error ).message,
			} );
			setFailed(
				( featureErrors( failure ) ?? [] ).filter( ( r ) => r.error )
			);
		} finally {
			setBusy( false );
		}
	};

	return (
		<form className="immo-wizards-regions__upload" onSubmit={ submit }>
			<h2>{ __( 'Upload shapes (GeoJSON)', 'immo-wizards' ) }</h2>
			<RadioControl
				label={ __( 'Shapes for', 'immo-wizards' ) }
				selected={ target ? 'one' : 'all' }
				onChange={ setScope }
				options={ [
					{
						label: __(
							'All regions: each feature finds its region by the property locationId or name',
							'immo-wizards'
						),
						value: 'all',
					},
					...( selected
						? [
								{
									label: sprintf(
										/* translators: %s: region name */
										__( 'Only "%s"', 'immo-wizards' ),
										selected.name
									),
									value: 'one',
								},
							]
						: [] ),
				] }
			/>
			{ ! target && (
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __(
						'Add regions for names not found',
						'immo-wizards'
					) }
					checked={ create }
					onChange={ setCreate }
				/>
			) }
			<FileField
				id="immo-wizards-regions-file"
				label={ __( 'GeoJSON file', 'immo-wizards' ) }
				accept=".geojson,.json,application/geo+json,application/json"
				inputRef={ input }
				hint={ __(
					'Polygon or MultiPolygon in WGS84 (longitude, latitude), at most 5 MB and 50,000 positions. When a feature has an error, nothing is changed.',
					'immo-wizards'
				) }
			/>
			<Button
				variant="primary"
				type="submit"
				isBusy={ busy }
				disabled={ busy }
				__next40pxDefaultSize
			>
				{ __( 'Upload', 'immo-wizards' ) }
			</Button>
			{ notice && (
				<Notice status={ notice.status } isDismissible={ false }>
					{ notice.text }
				</Notice>
			) }
			{ failed.length > 0 && (
				<table className="widefat striped">
					<caption>
						{ __( 'Features with errors', 'immo-wizards' ) }
					</caption>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Feature', 'immo-wizards' ) }
							</th>
							<th scope="col">
								{ __( 'Name', 'immo-wizards' ) }
							</th>
							<th scope="col">
								{ __( 'Error', 'immo-wizards' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ failed.map( ( result ) => (
							<tr key={ result.index }>
								<td>{ result.index + 1 }</td>
								<td>{ result.name || '–' }</td>
								<td>{ result.error }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
		</form>
	);
}
