/**
 * What can be done with the selected region: rename, add a sub-region, move up/down, indent under
 * the region above, outdent, (de)activate, delete. A button the server would refuse is disabled.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FOCUSABLE_WHEN_DISABLED } from '../focusable-when-disabled';
import {
	addRegion,
	deleteRegion,
	updateRegion,
	type Region,
	type RegionChanges,
} from '../../api/regions';
import { NameForm } from './name-form';
import { indentChange, moveChange, outdentChange } from './tree';
import type { RegionsState } from './use-regions';

interface Props {
	region: Region;
	regions: Region[];
	busy: boolean;
	run: RegionsState[ 'run' ];
}

function deleteQuestion( region: Region, children: number ): string {
	return children
		? sprintf(
				/* translators: 1: region name, 2: number of sub-regions */
				_n(
					'Delete "%1$s" and its %2$d sub-region? Saved searches for them no longer find anything.',
					'Delete "%1$s" and its %2$d sub-regions? Saved searches for them no longer find anything.',
					children,
					'immo-wizards'
				),
				region.name,
				children
			)
		: sprintf(
				/* translators: %s: region name */
				__(
					'Delete "%s"? Saved searches for it no longer find anything. Deactivating keeps them.',
					'immo-wizards'
				),
				region.name
			);
}

export function RegionActions( { region, regions, busy, run }: Props ) {
	const [ form, setForm ] = useState< 'rename' | 'add' | null >( null );
	const change = ( changes: RegionChanges | null ) =>
		changes
			? () => run( () => updateRegion( region.id, changes ) )
			: undefined;
	const children = regions.filter(
		( other ) => other.parentId === region.id
	).length;
	const remove = () => {
		// eslint-disable-next-line no-alert -- a plain confirmation, as wp-admin's own delete links ask.
		if ( window.confirm( deleteQuestion( region, children ) ) ) {
			run( () => deleteRegion( region.id, children > 0 ) );
		}
	};
	const buttons: [ string, ( () => unknown ) | undefined ][] = [
		[ __( 'Rename', 'immo-wizards' ), () => setForm( 'rename' ) ],
		[
			__( 'Add sub-region', 'immo-wizards' ),
			region.parentId === 0 ? () => setForm( 'add' ) : undefined,
		],
		[
			__( 'Move up', 'immo-wizards' ),
			change( moveChange( regions, region, -1 ) ),
		],
		[
			__( 'Move down', 'immo-wizards' ),
			change( moveChange( regions, region, 1 ) ),
		],
		[
			__( 'Indent', 'immo-wizards' ),
			change( indentChange( regions, region ) ),
		],
		[
			__( 'Outdent', 'immo-wizards' ),
			change( outdentChange( regions, region ) ),
		],
		[
			region.active
				? __( 'Deactivate', 'immo-wizards' )
				: __( 'Activate', 'immo-wizards' ),
			change( { active: ! region.active } ),
		],
		[ __( 'Delete', 'immo-wizards' ), remove ],
	];

	if ( form === 'rename' ) {
		return (
			<NameForm
				label={ __( 'New name', 'immo-wizards' ) }
				submitLabel={ __( 'Rename', 'immo-wizards' ) }
				initial={ region.name }
				onSubmit={ async ( name ) => {
					const done = await run( () =>
						updateRegion( region.id, { name } )
					);
					if ( done ) {
						setForm( null );
					}
					return done;
				} }
				onCancel={ () => setForm( null ) }
			/>
		);
	}
	return (
		<>
			<div
				className="immo-wizards-regions__actions"
				role="group"
				aria-label={ sprintf(
					/* translators: %s: region name */
					__( 'Change %s', 'immo-wizards' ),
					region.name
				) }
			>
				{ buttons.map( ( [ label, onClick ] ) => (
					<Button
						key={ label }
						variant="secondary"
						size="small"
						onClick={ onClick }
						disabled={ busy || ! onClick }
						{ ...FOCUSABLE_WHEN_DISABLED }
						isDestructive={ onClick === remove }
					>
						{ label }
					</Button>
				) ) }
			</div>
			{ form === 'add' && (
				<NameForm
					label={ __( 'Name of the new sub-region', 'immo-wizards' ) }
					submitLabel={ __( 'Add', 'immo-wizards' ) }
					onSubmit={ async ( name ) => {
						const done = await run( () =>
							addRegion( name, region.id )
						);
						if ( done ) {
							setForm( null );
						}
						return done;
					} }
					onCancel={ () => setForm( null ) }
				/>
			) }
		</>
	);
}
