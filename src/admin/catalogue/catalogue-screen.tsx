/**
 * Immo Wizards → Catalogue: edits the categories and fields, saves the whole document, warns
 * before leaving with unsaved changes.
 */
/**
 * WordPress dependencies
 */
import { Button, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FOCUSABLE_WHEN_DISABLED } from '../focusable-when-disabled';
import {
	catalogueProblems,
	fetchCatalogue,
	resetCatalogue,
	saveCatalogue,
	type CatalogueDocument,
	type CatalogueProblem,
} from '../../api/catalogue';
import { OutcomeNotice, type Outcome } from '../outcome-notice';
import { differs, normalise, problemsOf } from './catalogue-edit';
import { CategoryList } from './category-list';
import { FieldList } from './field-list';

export function CatalogueScreen() {
	const [ saved, setSaved ] = useState< CatalogueDocument | null >( null );
	const [ draft, setDraft ] = useState< CatalogueDocument | null >( null );
	const [ problems, setProblems ] = useState< CatalogueProblem[] >( [] );
	const [ message, setMessage ] = useState< Outcome | null >( null );
	const [ busy, setBusy ] = useState( false );
	const dirty = !! saved && !! draft && differs( saved, draft );

	const show = ( document: CatalogueDocument ) => {
		const normalised = normalise( document );
		setSaved( normalised );
		setDraft( normalised );
		setProblems( [] );
	};

	useEffect( () => {
		fetchCatalogue().then( show, ( error: Error ) =>
			setMessage( { status: 'error', message: error.message } )
		);
	}, [] );

	useEffect( () => {
		if ( ! dirty ) {
			return;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the prompt only when a value is set.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ dirty ] );

	const run = async (
		work: () => Promise< CatalogueDocument >,
		done: string
	) => {
		setBusy( true );
		setMessage( null );
		try {
			show( await work() );
			setMessage( { status: 'success', message: done } );
		} catch ( error ) {
			setProblems( catalogueProblems( error ) );
			setMessage( {
				status: 'error',
				message: ( error as Error ).message,
			} );
		} finally {
			setBusy( false );
		}
	};

	const save = () => {
		if ( ! draft ) {
			return;
		}
		const found = problemsOf( draft );
		if ( found.length ) {
			setProblems( found );
			setMessage( {
				status: 'error',
				message: __(
					'The catalogue was not saved. Please correct the marked entries.',
					'immo-wizards'
				),
			} );
			return;
		}
		run(
			() => saveCatalogue( draft ),
			__( 'Catalogue saved.', 'immo-wizards' )
		);
	};

	const reset = () => {
		// eslint-disable-next-line no-alert -- a plain, accessible confirmation.
		const sure = window.confirm(
			__(
				'Reset every category and field to the shipped defaults?',
				'immo-wizards'
			)
		);
		if ( sure ) {
			run(
				resetCatalogue,
				__(
					'The shipped categories and fields are back.',
					'immo-wizards'
				)
			);
		}
	};

	return (
		<div className="immo-wizards-catalogue">
			<OutcomeNotice
				notice={ message }
				onRemove={ () => setMessage( null ) }
			/>
			{ ! draft && ! message && <Spinner /> }
			{ draft && (
				<>
					<div className="immo-wizards-catalogue__actions">
						<Button
							variant="primary"
							isBusy={ busy }
							disabled={ busy || ! dirty }
							{ ...FOCUSABLE_WHEN_DISABLED }
							onClick={ save }
						>
							{ __( 'Save catalogue', 'immo-wizards' ) }
						</Button>
						<Button
							variant="secondary"
							disabled={ busy }
							onClick={ reset }
						>
							{ __( 'Reset to defaults', 'immo-wizards' ) }
						</Button>
						{ dirty && (
							<span className="immo-wizards-catalogue__unsaved">
								{ __( 'Unsaved changes', 'immo-wizards' ) }
							</span>
						) }
					</div>
					<CategoryList
						document={ draft }
						problems={ problems }
						onChange={ setDraft }
					/>
					<FieldList
						document={ draft }
						problems={ problems }
						onChange={ setDraft }
					/>
				</>
			) }
		</div>
	);
}
