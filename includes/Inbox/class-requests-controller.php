<?php
/**
 * GET /requests, GET /requests/columns, GET|PATCH|DELETE /requests/{id}: the requests inbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

use ImmoWizards\Errors\Not_Found;
use ImmoWizards\Rest\Collection_Args;
use ImmoWizards\Rest\Controller;
use ImmoWizards\Storage\Request_List;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * For users with `immo_manage_requests` (Inbox_Access). Only the workflow state and the internal
 * note can be changed; what the visitor submitted stays as it was.
 */
final class Requests_Controller extends Controller {

	/** Characters of an internal note at most. */
	public const NOTE_MAX = 2000;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'requests';

	/**
	 * Constructor.
	 *
	 * @param Request_Types      $types    Request types.
	 * @param Request_List       $list     The list query.
	 * @param Request_Repository $requests Requests.
	 * @param Request_Resource   $resource How a request is shown.
	 * @param Request_Deletion   $deletion Deletes a request with what belongs to it.
	 */
	public function __construct(
		private Request_Types $types,
		private Request_List $list,
		private Request_Repository $requests,
		private Request_Resource $resource,
		private Request_Deletion $deletion
	) {
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$access = array( Inbox_Access::class, 'check' );
		$id     = Collection_Args::id( __( 'Request id.', 'immo-wizards' ) );
		$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, 'get_items', $access, Request_Filter::args( $this->types->names() ) + Request_Filter::paging() ) );
		$this->register_route(
			'/columns',
			$this->endpoint( \WP_REST_Server::READABLE, fn () => rest_ensure_response( $this->types->catalogue() ), $access ),
			array( Request_Item_Schema::class, 'columns' )
		);
		$this->register_route( '/(?P<id>\d+)', $this->endpoint( \WP_REST_Server::READABLE, 'get_item', $access, $id ) );
		$this->register_route( '/(?P<id>\d+)', $this->endpoint( \WP_REST_Server::EDITABLE, 'update_item', $access, $id + self::editable() ) );
		$this->register_route( '/(?P<id>\d+)', $this->endpoint( \WP_REST_Server::DELETABLE, 'delete_item', $access, $id ) );
	}

	/**
	 * What PATCH may change: what the agency notes, never what the visitor sent.
	 *
	 * @return array<string, array<string,mixed>>
	 */
	private static function editable(): array {
		return array(
			'workflow' => Collection_Args::one_of( __( 'How far the agency got with the request.', 'immo-wizards' ), Request_Filter::WORKFLOWS ),
			'note'     => array(
				'description' => __( 'Internal note (never shown to the contact).', 'immo-wizards' ),
				'type'        => 'string',
				'maxLength'   => self::NOTE_MAX,
			),
		);
	}

	/**
	 * A page of requests (`X-WP-Total`, `X-WP-TotalPages`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$per_page         = (int) $request['per_page'];
				[ $rows, $total ] = $this->list->page( Request_Filter::from_request( $request ), (int) $request['page'], $per_page );
				return $this->collection( array_map( array( $this->resource, 'item' ), $rows ), $total, $per_page );
			}
		);
	}

	/**
	 * A request with its rows, consents, mails and webhooks.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return $this->respond( fn () => $this->resource->detail( $this->row( (int) $request['id'] ) ) );
	}

	/**
	 * Changes the workflow state and/or the note.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$id   = (int) $request['id'];
				$data = array();
				$this->row( $id );
				if ( null !== $request['workflow'] ) {
					$data['workflow'] = (string) $request['workflow'];
				}
				if ( null !== $request['note'] ) {
					$data['note'] = sanitize_textarea_field( (string) $request['note'] );
				}
				$this->requests->update_handling( $id, $data );
				return $this->resource->item( $this->row( $id ) );
			}
		);
	}

	/**
	 * Deletes a request with its consents, keys, unsent mails and saved search.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_item( $request ) {
		return $this->respond(
			function () use ( $request ) {
				$id       = (int) $request['id'];
				$previous = $this->resource->item( $this->row( $id ) );
				$this->deletion->delete( $id );
				return array(
					'deleted'  => true,
					'previous' => $previous,
				);
			}
		);
	}

	/**
	 * Schema of a request.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return Request_Item_Schema::item( $this->types->names() );
	}

	/**
	 * A request row with its contact's columns.
	 *
	 * @param int $id Request id.
	 * @throws Not_Found When there is none.
	 */
	private function row( int $id ): object {
		$row = $this->list->find( $id );
		if ( ! $row ) {
			throw new Not_Found( __( 'There is no such request.', 'immo-wizards' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
		return $row;
	}
}
