/**
 * One request: everything submitted (the same rows as the agency mail, as text), workflow and note,
 * consent, mail and webhook history. Replaces the list; "Back" returns to it with its filter.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MailKindInfo } from '../../api/mails';
import {
	fetchRequest,
	requestFeedbackUrl,
	type RequestDetail as Detail,
} from '../../api/requests';
import { formatDateTime } from '../format';
import { HistoryTable } from './history-table';
import { contactName, statusLabel, workflowLabel } from './labels';
import { Badge } from './request-fields';
import { RequestBuyersTable } from './request-buyers';
import { RequestEditor } from './request-editor';
import { RequestValuationTable } from './request-valuation';
import { RequestHistory } from './request-history';

export interface RequestDetailProps {
	id: number;
	/** The OpenImmo-Feedback route's URL with `%d` for the id and the REST nonce. */
	feedbackUrl: string;
	onBack: () => void;
	/** The mail kinds as the server names them (the request's mails). */
	mailKinds: MailKindInfo[];
}

export function RequestDetail( {
	id,
	feedbackUrl,
	onBack,
	mailKinds,
}: RequestDetailProps ) {
	const [ request, setRequest ] = useState< Detail | null >( null );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		let current = true;
		setRequest( null );
		setError( null );
		fetchRequest( id )
			.then( ( next ) => current && setRequest( next ) )
			.catch(
				( failure: Error ) => current && setError( failure.message )
			);
		return () => {
			current = false;
		};
	}, [ id ] );

	return (
		<div className="immo-wizards-requests__detail">
			<Button variant="link" onClick={ onBack }>
				{ __( '← Back to the requests', 'immo-wizards' ) }
			</Button>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ ! request && ! error && <Spinner /> }
			{ request && (
				<>
					<header className="immo-wizards-requests__heading">
						<h2>
							{ request.typeLabel }:{ ' ' }
							{ contactName( request.contact ) }
						</h2>
						<p>
							{ formatDateTime( request.createdAt ) }{ ' ' }
							<Badge
								kind={ request.status }
								label={ statusLabel( request.status ) }
							/>{ ' ' }
							<Badge
								kind={ request.workflow }
								label={ workflowLabel( request.workflow ) }
							/>
						</p>
						{ request.feedback && feedbackUrl && (
							<Button
								variant="secondary"
								href={ requestFeedbackUrl(
									request.id,
									feedbackUrl
								) }
								download
							>
								{ __(
									'Download OpenImmo-Feedback',
									'immo-wizards'
								) }
							</Button>
						) }
					</header>
					<div className="immo-wizards-requests__columns">
						<HistoryTable< [ string, string ] >
							caption={ __( 'Submitted', 'immo-wizards' ) }
							columns={ [
								{
									label: __( 'Field', 'immo-wizards' ),
									value: ( row ) => row[ 0 ],
								},
								{
									label: __( 'Value', 'immo-wizards' ),
									value: ( row ) => (
										<span className="immo-wizards-requests__text">
											{ row[ 1 ] }
										</span>
									),
								},
							] }
							rows={ request.rows }
							empty={ __( 'Nothing submitted.', 'immo-wizards' ) }
						/>
						<RequestEditor
							key={ request.id }
							request={ request }
							onSaved={ ( saved ) =>
								setRequest( { ...request, ...saved } )
							}
						/>
					</div>
					{ request.buyers && (
						<RequestBuyersTable buyers={ request.buyers } />
					) }
					{ request.valuation && (
						<RequestValuationTable
							valuation={ request.valuation }
						/>
					) }
					<RequestHistory
						request={ request }
						mailKinds={ mailKinds }
					/>
				</>
			) }
		</div>
	);
}
