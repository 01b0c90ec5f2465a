/**
 * The agency's part of a request: the workflow status and the internal note, saved together with a
 * notice of the outcome (the server's message when it refused).
 */
/**
 * WordPress dependencies
 */
import { Button, SelectControl, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	WORKFLOWS,
	updateRequest,
	type RequestItem,
	type Workflow,
} from '../../api/requests';
import { workflowLabel } from './labels';
import { OutcomeNotice, type Outcome } from '../outcome-notice';

/** The note's limit (the server's too). */
export const NOTE_MAX = 2000;

export interface RequestEditorProps {
	request: RequestItem;
	/** The saved request. */
	onSaved: ( request: RequestItem ) => void;
}

export function RequestEditor( { request, onSaved }: RequestEditorProps ) {
	const [ workflow, setWorkflow ] = useState< Workflow >( request.workflow );
	const [ note, setNote ] = useState( request.note );
	const [ busy, setBusy ] = useState( false );
	const [ notice, setNotice ] = useState< Outcome | null >( null );

	const save = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		setBusy( true );
		setNotice( null );
		try {
			onSaved( await updateRequest( request.id, { workflow, note } ) );
			setNotice( {
				status: 'success',
				message: __( 'Saved.', 'immo-wizards' ),
			} );
		} catch ( failure ) {
			setNotice( {
				status: 'error',
				message: ( failure as Error ).message,
			} );
		} finally {
			setBusy( false );
		}
	};

	return (
		<form className="immo-wizards-requests__editor" onSubmit={ save }>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Workflow', 'immo-wizards' ) }
				value={ workflow }
				options={ WORKFLOWS.map( ( value ) => ( {
					value,
					label: workflowLabel( value ),
				} ) ) }
				onChange={ ( value ) => setWorkflow( value as Workflow ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Internal note', 'immo-wizards' ) }
				help={ __( 'Only visible to your team.', 'immo-wizards' ) }
				value={ note }
				maxLength={ NOTE_MAX }
				onChange={ setNote }
			/>
			<OutcomeNotice
				notice={ notice }
				onRemove={ () => setNotice( null ) }
			/>
			<Button
				variant="primary"
				type="submit"
				isBusy={ busy }
				disabled={ busy }
			>
				{ __( 'Save', 'immo-wizards' ) }
			</Button>
		</form>
	);
}
