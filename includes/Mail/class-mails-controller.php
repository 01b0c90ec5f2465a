<?php
/**
 * GET /mails, GET /mails/{id}/content, POST /mails/{id}/resend: the mail log.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Rest\Collection_Args;
use ImmoWizards\Rest\Controller;
use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Outbox_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`). Every mail the plugin queued or sent, newest first, without
 * bodies (sent mails keep none); failed and pending ones can be resent. Only where mails are captured
 * (Mail_Capture, the demo site) the content of a mail can be read.
 */
final class Mails_Controller extends Controller {

	/** Mails per page at most. */
	private const PER_PAGE_MAX = 100;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'mails';

	/**
	 * Constructor.
	 *
	 * @param Mail_Log_Repository $log      The log's reads.
	 * @param Outbox_Repository   $mails    Mail storage (the captured bodies).
	 * @param Outbox_Resend       $resend   "Erneut senden".
	 * @param Mail_Resource       $resource How a mail is shown.
	 */
	public function __construct( private Mail_Log_Repository $log, private Outbox_Repository $mails, private Outbox_Resend $resend, private Mail_Resource $resource ) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id    = Collection_Args::id( __( 'Mail id.', 'immo-wizards' ), PHP_INT_MAX );
		$admin = array( $this, 'get_items_permissions_check' );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'get_items', $admin, $this->get_collection_params() ) );
		$this->register_route( '/(?P<id>\d+)/content', $this->endpoint( \WP_REST_Server::READABLE, 'get_content', $admin, $id ), array( Mail_Resource::class, 'content_schema' ) );
		$this->register_route( '/(?P<id>\d+)/resend', $this->endpoint( \WP_REST_Server::CREATABLE, 'resend', $admin, $id ) );
	}

	/**
	 * Administrators only.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return self::admin_only( __( 'Sorry, only administrators may see the mail log.', 'immo-wizards' ) );
	}

	/**
	 * Filters, order and paging of the log.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_collection_params(): array {
		return Collection_Args::paging( self::PER_PAGE_MAX, 20, __( 'Mails per page.', 'immo-wizards' ) ) + array(
			'status' => Collection_Args::one_of( __( 'Only mails with this status.', 'immo-wizards' ), Mail_Resource::STATUSES ),
			'kind'   => array(
				'description' => __( 'Only mails of this kind (confirmation, agency_notification, login_link …).', 'immo-wizards' ),
				'type'        => 'string',
				'pattern'     => '^[a-z_]{1,30}$',
			),
		) + Collection_Args::search( __( 'Part of the recipient address.', 'immo-wizards' ), 254 )
			+ Collection_Args::period( __( 'Only mails created at or after this time.', 'immo-wizards' ), __( 'Only mails created before this time.', 'immo-wizards' ) )
			+ Collection_Args::order( array( 'date' ) );
	}

	/**
	 * One page of the log (`X-WP-Total`, `X-WP-TotalPages`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page         = (int) $request['per_page'];
		[ $rows, $total ] = $this->log->page( self::filters( $request ), (int) $request['page'], $per_page );
		return $this->collection( array_map( array( $this->resource, 'item' ), $rows ), $total, $per_page );
	}

	/**
	 * The repository's filters from a validated request.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,string>
	 */
	private static function filters( \WP_REST_Request $request ): array {
		$filters = array( 'order' => (string) $request['order'] );
		foreach ( array( 'status', 'kind', 'search' ) as $name ) {
			if ( null !== $request[ $name ] ) {
				$filters[ $name ] = (string) $request[ $name ];
			}
		}
		foreach ( array( 'after', 'before' ) as $name ) {
			$time = Collection_Args::utc( $request[ $name ] );
			if ( null !== $time ) {
				$filters[ $name ] = $time;
			}
		}
		return $filters;
	}

	/**
	 * What a captured mail says (404 where mails are sent, and for sent mails: they keep no body).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_content( $request ) {
		$row  = Mail_Capture::enabled() ? $this->mails->find( (int) $request['id'] ) : null;
		$html = $row ? Sealed_Body::open( (string) $row->html ) : null;
		$text = $row ? Sealed_Body::open( (string) $row->text ) : null;
		if ( ! $row || null === $html || null === $text || '' === $html . $text ) {
			return new \WP_Error( 'immo_wizards_mail_no_content', __( 'The content of this mail is not kept.', 'immo-wizards' ), array( 'status' => 404 ) );
		}
		return rest_ensure_response(
			array(
				'recipient' => (string) $row->recipient,
				'subject'   => (string) $row->subject,
				'html'      => $html,
				'text'      => $text,
			)
		);
	}

	/**
	 * Puts a failed or pending mail back into the outbox; the runner sends it in the background.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function resend( $request ) {
		$id = (int) $request['id'];
		if ( ! $this->log->find( $id ) ) {
			return new \WP_Error( 'immo_wizards_mail_not_found', __( 'There is no such mail.', 'immo-wizards' ), array( 'status' => 404 ) );
		}
		if ( 0 === $this->resend->resend( $id ) ) {
			return new \WP_Error( 'immo_wizards_mail_not_resendable', __( 'Only failed or waiting mails can be sent again.', 'immo-wizards' ), array( 'status' => 409 ) );
		}
		return rest_ensure_response( $this->resource->item( $this->log->find( $id ) ) );
	}

	/**
	 * Schema of a mail.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return Mail_Resource::schema();
	}
}
