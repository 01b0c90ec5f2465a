/**
 * The regions as a nested list: a group expands and collapses, a name selects its region (the map
 * shows it, its actions open below it). Plain buttons, so the keyboard reaches everything in order.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Region } from '../../api/regions';
import { RegionActions } from './region-actions';
import { buildTree, type RegionNode } from './tree';
import type { RegionsState } from './use-regions';

interface Props {
	regions: Region[];
	selectedId: number | null;
	onSelect: ( id: number ) => void;
	busy: boolean;
	run: RegionsState[ 'run' ];
}

export function RegionTree( props: Props ) {
	const { regions, selectedId, onSelect } = props;
	const tree = useMemo( () => buildTree( regions ), [ regions ] );
	const [ collapsed, setCollapsed ] = useState< number[] >( [] );
	const toggle = ( id: number ) =>
		setCollapsed( ( ids ) =>
			ids.includes( id )
				? ids.filter( ( other ) => other !== id )
				: [ ...ids, id ]
		);

	const list = ( nodes: RegionNode[] ) => (
		<ul className="immo-wizards-regions__list">
			{ nodes.map( ( { region, children } ) => {
				const open = ! collapsed.includes( region.id );
				const selected = region.id === selectedId;
				return (
					<li key={ region.id }>
						<div
							className={ [
								'immo-wizards-regions__row',
								selected && 'is-selected',
								! region.active && 'is-inactive',
							]
								.filter( Boolean )
								.join( ' ' ) }
						>
							{ children.length > 0 ? (
								<Button
									size="small"
									icon={
										open
											? 'arrow-down-alt2'
											: 'arrow-right-alt2'
									}
									aria-expanded={ open }
									label={ sprintf(
										/* translators: %s: region name */
										__(
											'Sub-regions of %s',
											'immo-wizards'
										),
										region.name
									) }
									onClick={ () => toggle( region.id ) }
								/>
							) : (
								<span className="immo-wizards-regions__spacer" />
							) }
							<Button
								variant="tertiary"
								className="immo-wizards-regions__name"
								aria-current={ selected || undefined }
								onClick={ () => onSelect( region.id ) }
							>
								{ region.name }
							</Button>
							{ ! region.active && (
								<span className="immo-wizards-regions__badge">
									{ __( 'inactive', 'immo-wizards' ) }
								</span>
							) }
							{ ! region.geometry && ! children.length && (
								<span className="immo-wizards-regions__badge">
									{ __( 'no shape', 'immo-wizards' ) }
								</span>
							) }
						</div>
						{ selected && (
							<RegionActions
								region={ region }
								regions={ regions }
								busy={ props.busy }
								run={ props.run }
							/>
						) }
						{ children.length > 0 && open && list( children ) }
					</li>
				);
			} ) }
		</ul>
	);

	return regions.length ? (
		list( tree )
	) : (
		<p>{ __( 'There are no regions yet.', 'immo-wizards' ) }</p>
	);
}
