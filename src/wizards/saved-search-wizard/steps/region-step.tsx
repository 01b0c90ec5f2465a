/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SearchLocationFeature } from '../../../api/types';
import { FeatureDisabled } from '../../../components/feature-disabled';
import { RegionMap } from '../../../components/region-map';
import {
	RegionSelect,
	type RegionOption,
} from '../../../components/region-select';
import type { MapConfig } from '../../../host/shared-config';
import { StepHeading } from '../../shared/step-heading';
import { stepTitle } from '../labels';
import {
	regionState,
	selectionLabel,
	type RegionState,
	type RegionTree,
} from '../regions';

interface RegionStepProps {
	block: string;
	tree: RegionTree | null;
	shapes: SearchLocationFeature[];
	selected: number[];
	onToggle: ( id: number ) => void;
	/** Consent to the third-party map tiles. */
	thirdParty: boolean;
	map: MapConfig;
	onNext: () => void;
}

const CHECKED: Record< RegionState, RegionOption[ 'checked' ] > = {
	checked: true,
	unchecked: false,
	mixed: 'mixed',
};

function toOptions(
	tree: RegionTree,
	selected: number[],
	ids: number[]
): RegionOption[] {
	return ids.flatMap( ( id ) => {
		const node = tree.nodes.get( id );
		if ( ! node ) {
			return [];
		}
		return [
			{
				id,
				name: node.name,
				checked: CHECKED[ regionState( tree, selected, id ) ],
				children: toOptions( tree, selected, node.children ),
			},
		];
	} );
}

export function RegionStep( {
	block,
	tree,
	shapes,
	selected,
	onToggle,
	thirdParty,
	map,
	onNext,
}: RegionStepProps ) {
	return (
		<>
			<StepHeading className={ `${ block }__title` }>
				{ stepTitle( 'regions' ) }
			</StepHeading>
			<RegionSelect
				className={ `${ block }__regions` }
				label={ __( 'Regions', 'immo-wizards' ) }
				summary={
					tree
						? selectionLabel( tree, selected )
						: __( 'Loading…', 'immo-wizards' )
				}
				options={ tree ? toOptions( tree, selected, tree.roots ) : [] }
				onToggle={ onToggle }
			/>
			{ thirdParty ? (
				<RegionMap
					shapes={ shapes }
					selected={ selected }
					onToggle={ onToggle }
					map={ map }
					label={ __(
						'Map: click a region to select or deselect it',
						'immo-wizards'
					) }
				/>
			) : (
				<FeatureDisabled />
			) }
			<div className={ `${ block }__actions` }>
				<button
					type="button"
					className={ `${ block }__button ${ block }__button--primary` }
					disabled={ selected.length === 0 }
					onClick={ onNext }
				>
					{ __( 'Enter details', 'immo-wizards' ) }
				</button>
			</div>
		</>
	);
}
